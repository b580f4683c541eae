-- The auto-quote weekly budget is one hard cap per pro (auto_quote_budgets). A per-category weekly_budget in
-- service_categories.quote_job_preference was never read; drop the key so the stored preference says what is used.
UPDATE service_categories SET quote_job_preference = quote_job_preference - 'weekly_budget'
 WHERE quote_job_preference ? 'weekly_budget';
