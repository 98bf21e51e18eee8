-- Transcripts stored once per distinct content: a correct policy's loop runs repeat the reference
-- runs byte for byte, so most transcripts of most reports are equal. A body is the messages as
-- gzipped JSON under its SHA-256; a transcript row names its body. Rows written before this keep
-- their messages_json. Bodies are never deleted, so no foreign key (and no index) is needed for it.
CREATE TABLE transcript_bodies (
    sha256       VARCHAR(64) PRIMARY KEY,
    messages_gz  BYTEA       NOT NULL
);
ALTER TABLE transcripts ADD COLUMN body_sha256 VARCHAR(64);
ALTER TABLE transcripts ALTER COLUMN messages_json DROP NOT NULL;
