-- Reports stored as gzipped JSON: the JSON of a report repeats each case's input, expected and observed
-- values and shrinks about fifteen times. Rows written before this keep their plain report_json.
ALTER TABLE reports ADD COLUMN report_gz BYTEA;
ALTER TABLE reports ALTER COLUMN report_json DROP NOT NULL;
