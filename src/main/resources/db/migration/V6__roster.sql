-- The roster: each learner's name, email and section, all optional. The lengths are the ones the
-- service checks (an email address is at most 254 characters).
ALTER TABLE learners ADD COLUMN name VARCHAR(200);
ALTER TABLE learners ADD COLUMN email VARCHAR(254);
ALTER TABLE learners ADD COLUMN section VARCHAR(64);
CREATE INDEX ix_learners_section ON learners (section, id);
