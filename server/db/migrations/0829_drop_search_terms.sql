-- Search reads each category's words from server/modules/search/category-terms.ts (one place, reviewed with the code,
-- with weights and misspellings); the table of migration 0600 has not been read since, and a second copy of the
-- words in the database could only drift from the one search uses.
DROP TABLE IF EXISTS search_terms;
