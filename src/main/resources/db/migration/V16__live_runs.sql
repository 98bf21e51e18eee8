-- Runs of a submission's policy in the bounded loop with a live model (or, when there is none or
-- it failed, with the scripted model, marked as a fallback). Never scores: they sit beside the
-- report that was current when they ran. attempts_json holds each HTTP try of the live model;
-- transcript_gz the messages as gzipped JSON, since a live model's answers can be long.
CREATE TABLE live_runs (
    id                   UUID PRIMARY KEY,
    submission_id        UUID          NOT NULL REFERENCES submissions (id),
    report_id            BIGINT,
    requested_by         VARCHAR(80)   NOT NULL,
    requested_at         TIMESTAMP WITH TIME ZONE NOT NULL,
    live_model           VARCHAR(16)   NOT NULL,
    fallback             BOOLEAN       NOT NULL,
    fallback_reason      VARCHAR(2000),
    provider             VARCHAR(255),
    model                VARCHAR(200),
    status               VARCHAR(32)   NOT NULL,
    model_calls          INTEGER       NOT NULL,
    tool_calls           INTEGER       NOT NULL,
    output_tokens        INTEGER       NOT NULL,
    estimated_cost_cents BIGINT        NOT NULL,
    policy_outcome       VARCHAR(16),
    policy_message       VARCHAR(2000),
    attempts_json        VARCHAR       NOT NULL,
    transcript_gz        BYTEA         NOT NULL
);
CREATE INDEX ix_live_runs_submission ON live_runs (submission_id, requested_at);
