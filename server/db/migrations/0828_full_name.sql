-- One way to write a person's name in SQL, the same as fullName() in shared/schemas/accounts.schema.ts:
-- a Chinese name as surname then given name without a space (陳美玲), a Latin one with a space (Chan Mei Ling),
-- the username when both are empty. Queries that build names in SQL use it instead of their own concatenation.
CREATE OR REPLACE FUNCTION full_name(first_name text, last_name text, username text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN btrim(coalesce(last_name, '')) = '' AND btrim(coalesce(first_name, '')) = '' THEN username
    WHEN coalesce(last_name, '') || coalesce(first_name, '') ~ '[\u3400-\u9fff]'
      THEN btrim(coalesce(last_name, '')) || btrim(coalesce(first_name, ''))
    ELSE btrim(btrim(coalesce(last_name, '')) || ' ' || btrim(coalesce(first_name, '')))
  END
$$;
