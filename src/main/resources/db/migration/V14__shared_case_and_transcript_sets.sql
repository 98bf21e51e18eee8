-- A report's case rows and transcript rows, each stored once per distinct content instead of once per
-- report: most reports of an assignment repeat one of a few outcome vectors (every correct policy passes
-- every case), and a correct policy's transcripts are the reference runs. A case set is the report's cases
-- (id, name, category, visibility, outcome, points, max points, in report order) as gzipped JSON under its
-- SHA-256; a transcript set is the report's transcripts (case id, visibility, body key, in order). A report
-- names both. Instructors' case failures count reports per case set, then expand the few distinct sets.
-- Rows written before this are moved into sets at start (case rows and transcript rows of a report are
-- replaced by its two keys); sets are never deleted, so no foreign key (and no index) is needed for them.
CREATE TABLE case_sets (
    sha256    VARCHAR(64) PRIMARY KEY,
    cases_gz  BYTEA       NOT NULL
);
CREATE TABLE transcript_sets (
    sha256      VARCHAR(64) PRIMARY KEY,
    entries_gz  BYTEA       NOT NULL
);
ALTER TABLE reports ADD COLUMN case_set_sha256 VARCHAR(64);
ALTER TABLE reports ADD COLUMN transcript_set_sha256 VARCHAR(64);
