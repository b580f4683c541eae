-- The daily upload quota counts what a person sent, not what was kept: an image is re-encoded and usually stored
-- smaller than it arrived, so summing the stored size let someone send more than the quota allows.
-- NULL on rows written before this column (their received size is not known; the quota counts their stored size)
-- and 0 on files the app made itself (receipts and invoices), which nobody uploaded.
ALTER TABLE attachments
  ADD COLUMN IF NOT EXISTS received_bytes integer CHECK (received_bytes >= 0);
