-- Where a pro's released safety payments are paid out (docs/decisions/0037): a Hong Kong bank account or an FPS
-- proxy, with the holder's name as the bank has it. One per pro; the API shows it masked. Checked again here so
-- that no path stores what a bank file could not carry.
CREATE TABLE IF NOT EXISTS payout_accounts (
  user_id        integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  method         text NOT NULL CHECK (method IN ('bank', 'fps')),
  holder         text NOT NULL CHECK (char_length(holder) BETWEEN 2 AND 70),
  bank_code      text CHECK (bank_code ~ '^\d{3}$'),
  branch_code    text CHECK (branch_code ~ '^\d{3}$'),
  account_number text CHECK (account_number ~ '^\d{6,9}$'),
  fps_proxy      text CHECK (char_length(fps_proxy) BETWEEN 7 AND 34),
  created        timestamptz NOT NULL DEFAULT now(),
  modified       timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (method = 'bank' AND bank_code IS NOT NULL AND branch_code IS NOT NULL AND account_number IS NOT NULL AND fps_proxy IS NULL)
    OR (method = 'fps' AND fps_proxy IS NOT NULL AND bank_code IS NULL AND branch_code IS NULL AND account_number IS NULL)
  )
);
