-- Receipts and invoices as PDFs: finance produces the document of a charge application from the back office
-- (queue `receipts`); the PDF is an attachment of the pro's, linked to the application, and its number is unique
-- and sequential per prefix (SR receipts, SI invoices) and calendar year in Hong Kong.
ALTER TABLE charge_applications
  ADD COLUMN document_number text UNIQUE,
  ADD COLUMN document_attachment_id integer REFERENCES attachments(id) ON DELETE SET NULL,
  ADD COLUMN issued_by integer REFERENCES users(id) ON DELETE SET NULL;

-- The last number given per prefix and year. Taken with an upsert inside the issuing transaction, so a rolled-back
-- issue gives its number back and the numbers have no gaps (what an auditor expects of receipts).
CREATE TABLE charge_document_counters (
  prefix  text NOT NULL CHECK (prefix IN ('SR', 'SI')),
  year    integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
  last    integer NOT NULL CHECK (last > 0),
  PRIMARY KEY (prefix, year)
);

ALTER TABLE attachment_links DROP CONSTRAINT attachment_links_kind_check;
ALTER TABLE attachment_links ADD CONSTRAINT attachment_links_kind_check
  CHECK (kind IN ('request', 'bid', 'message', 'review', 'report', 'template', 'service_media', 'service_logo', 'certificate',
                  'identity', 'charge_application'));

-- Requests waiting from before the receipts queue existed get their tickets.
INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, language, summary, created)
SELECT 'receipts', 'charge_application', a.id, a.user_id, COALESCE(u.language, 'zh-HK'),
       CASE a.type WHEN 'invoice' THEN '發票 Invoice' ELSE '收據 Receipt' END
         || ' HK$' || to_char(COALESCE((SELECT sum(o.amount) FROM payment_orders o WHERE o.id = ANY(a.order_ids) AND o.user_id = a.user_id), 0), 'FM999,999,999,990')
         || CASE WHEN a.company_name <> '' THEN ' · ' || a.company_name ELSE '' END,
       a.created
  FROM charge_applications a JOIN users u ON u.id = a.user_id
 WHERE a.status = 'submitted'
ON CONFLICT DO NOTHING;
