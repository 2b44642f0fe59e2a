-- Trigram indexes let the dashboard's text search (ILIKE '%…%') use an index instead of reading
-- every title and detail value.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
