-- Each roster learner's standing on each assignment they submitted to, kept up to date in the same
-- transaction as whatever changes it (a new submission, a report becoming current, an override, the
-- assignment's final-submission rule), so instructors' scores and gradebooks read one row per learner
-- instead of recounting every submission. best is the highest raw score of a final submission (one not
-- GRADED counts 0); latest_submission is the newest final one; final_submission is the one the course
-- counts (LATEST or BEST). Rows for databases from before this table are filled in at start.
CREATE TABLE learner_standings (
    assignment        VARCHAR(64) NOT NULL,
    submitter         VARCHAR(80) NOT NULL,
    attempts          BIGINT      NOT NULL,
    best              INTEGER,
    latest_submission UUID REFERENCES submissions (id),
    final_submission  UUID REFERENCES submissions (id),
    PRIMARY KEY (assignment, submitter)
);

-- Listings filter by assignment, learner, status and time, newest first; a learner's own submissions
-- are counted and read in time order when their standing is refreshed.
CREATE INDEX ix_submissions_assignment_time ON submissions (assignment, submitted_at);
CREATE INDEX ix_submissions_assignment_submitter ON submissions (assignment, submitter, submitted_at);
CREATE INDEX ix_submissions_assignment_status ON submissions (assignment, status, submitted_at);
CREATE INDEX ix_submissions_time ON submissions (submitted_at);
CREATE INDEX ix_submissions_status_time ON submissions (status, submitted_at);
