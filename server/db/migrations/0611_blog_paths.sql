-- Articles (content_pages of kind 'info' and 'blog') moved from info/{slug} to blog/{slug}: info/{slug} is now the
-- "before you hire" page of a category or genre (SPEC §2). Links to an article inside article bodies follow it;
-- old URLs answer 301 (client/app/routes/info-routes.tsx).
DO $$
DECLARE
  article text;
BEGIN
  FOR article IN SELECT slug FROM content_pages WHERE kind IN ('info', 'blog') LOOP
    UPDATE content_pages
       SET body_zh = regexp_replace(body_zh, '\]\(/info/' || article || '([#?][^)]*)?\)', '](/blog/' || article || '\1)', 'g'),
           body_en = regexp_replace(body_en, '\]\(/info/' || article || '([#?][^)]*)?\)', '](/blog/' || article || '\1)', 'g')
     WHERE body_zh LIKE '%](/info/' || article || '%' OR body_en LIKE '%](/info/' || article || '%';
  END LOOP;
END $$;
