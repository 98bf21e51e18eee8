-- The service's tables. One script for H2 (the embedded default) and PostgreSQL: only types and
-- syntax both accept (BYTEA, unbounded VARCHAR, TIMESTAMP WITH TIME ZONE, UUID, sequences).

CREATE TABLE learners (
    id         VARCHAR(64) PRIMARY KEY,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL
);

-- Bearer tokens, stored as the SHA-256 of the token. subject is a learner id, 'ci:<name>' or
-- 'instructor:<name>'. label 'bootstrap' marks the first instructor token, so that replicas
-- starting together on an empty database create only one.
CREATE SEQUENCE api_tokens_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE api_tokens (
    id         BIGINT PRIMARY KEY,
    token_hash VARCHAR(64)    NOT NULL,
    role       VARCHAR(16) NOT NULL,
    subject    VARCHAR(80) NOT NULL,
    label      VARCHAR(64),
    created_at TIMESTAMP WITH TIME ZONE NOT NULL,
    revoked_at TIMESTAMP WITH TIME ZONE,
    CONSTRAINT uq_api_tokens_hash UNIQUE (token_hash),
    CONSTRAINT uq_api_tokens_label UNIQUE (label)
);
CREATE INDEX ix_api_tokens_subject ON api_tokens (subject);

-- A submission and its current verdict. status, score, max_score and current_report_id repeat
-- the newest report's, so listings and analytics need no join to find it.
CREATE TABLE submissions (
    id                UUID PRIMARY KEY,
    assignment        VARCHAR(64)  NOT NULL,
    submitter         VARCHAR(80)  NOT NULL,
    submitter_role    VARCHAR(16)  NOT NULL,
    source            BYTEA        NOT NULL,
    source_sha256     VARCHAR(64)     NOT NULL,
    notes             VARCHAR(8000),
    idempotency_key   VARCHAR(128),
    status            VARCHAR(16)  NOT NULL,
    score             INTEGER,
    max_score         INTEGER,
    current_report_id BIGINT,
    submitted_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at       TIMESTAMP WITH TIME ZONE,
    CONSTRAINT uq_submissions_idempotency UNIQUE (submitter, idempotency_key)
);
CREATE INDEX ix_submissions_assignment ON submissions (assignment, submitter_role, submitter, submitted_at);
CREATE INDEX ix_submissions_submitter ON submissions (submitter, submitted_at);
CREATE INDEX ix_submissions_status ON submissions (status);

-- The queue. A job is claimed by a conditional UPDATE that sets owner and lease_until; the owner
-- renews the lease while it grades, and anyone may take a RUNNING job whose lease has run out.
CREATE SEQUENCE grading_jobs_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE grading_jobs (
    id            BIGINT PRIMARY KEY,
    submission_id UUID        NOT NULL REFERENCES submissions (id),
    kind          VARCHAR(16) NOT NULL,
    state         VARCHAR(16) NOT NULL,
    owner         VARCHAR(128),
    lease_until   TIMESTAMP WITH TIME ZONE,
    attempts      INTEGER     NOT NULL,
    enqueued_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    started_at    TIMESTAMP WITH TIME ZONE,
    finished_at   TIMESTAMP WITH TIME ZONE
);
CREATE INDEX ix_grading_jobs_state ON grading_jobs (state, id);
CREATE INDEX ix_grading_jobs_submission ON grading_jobs (submission_id);

-- Immutable reports; origin is INTAKE, GRADE or REGRADE. job_id is unique, so a job can never write two reports; it is NULL only for
-- the INVALID report written at intake. report_json is the DESIGN §3 report without transcripts.
CREATE SEQUENCE reports_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE reports (
    id            BIGINT PRIMARY KEY,
    submission_id UUID        NOT NULL REFERENCES submissions (id),
    job_id        BIGINT REFERENCES grading_jobs (id),
    origin        VARCHAR(16) NOT NULL,
    status        VARCHAR(16) NOT NULL,
    score         INTEGER     NOT NULL,
    max_score     INTEGER     NOT NULL,
    suite_version VARCHAR(32) NOT NULL,
    suite_sha256  VARCHAR(64)    NOT NULL,
    source_sha256 VARCHAR(64)    NOT NULL,
    report_json   VARCHAR     NOT NULL,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT uq_reports_job UNIQUE (job_id)
);
CREATE INDEX ix_reports_submission ON reports (submission_id);
ALTER TABLE submissions ADD CONSTRAINT fk_submissions_current_report FOREIGN KEY (current_report_id) REFERENCES reports (id);

-- One row per case of a report, so instructors' analytics are plain SQL.
CREATE SEQUENCE case_results_seq START WITH 1 INCREMENT BY 100;
CREATE TABLE case_results (
    id         BIGINT PRIMARY KEY,
    report_id  BIGINT       NOT NULL REFERENCES reports (id),
    position   INTEGER      NOT NULL,
    case_id    VARCHAR(128) NOT NULL,
    name       VARCHAR(512) NOT NULL,
    category   VARCHAR(16)  NOT NULL,
    visibility VARCHAR(16)  NOT NULL,
    outcome    VARCHAR(16)  NOT NULL,
    points     INTEGER      NOT NULL,
    max_points INTEGER      NOT NULL
);
CREATE INDEX ix_case_results_report ON case_results (report_id);

-- A loop transcript of one case, as JSON; visibility repeats the case's so hidden ones are easy to leave out.
CREATE SEQUENCE transcripts_seq START WITH 1 INCREMENT BY 50;
CREATE TABLE transcripts (
    id            BIGINT PRIMARY KEY,
    report_id     BIGINT       NOT NULL REFERENCES reports (id),
    position      INTEGER      NOT NULL,
    case_id       VARCHAR(128) NOT NULL,
    visibility    VARCHAR(16)  NOT NULL,
    messages_json VARCHAR      NOT NULL
);
CREATE INDEX ix_transcripts_report ON transcripts (report_id);

-- Learners' notes waiting for a person (the course's explanation_review: HUMAN_REVIEW_REQUIRED).
CREATE TABLE reviews (
    submission_id UUID PRIMARY KEY REFERENCES submissions (id),
    state         VARCHAR(32) NOT NULL,
    reviewer      VARCHAR(80),
    review_comment VARCHAR(4000),
    requested_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    reviewed_at   TIMESTAMP WITH TIME ZONE
);
CREATE INDEX ix_reviews_state ON reviews (state, requested_at);
