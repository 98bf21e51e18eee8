-- Code similarity runs over an assignment's final submissions, and the pairs each run found at or
-- above its threshold (most similar first, by position). state is QUEUED, RUNNING, DONE or FAILED.
-- active_for holds the assignment while the run is QUEUED or RUNNING and is NULL after: its unique
-- constraint lets one run per assignment be under way at a time, across replicas (NULLs never clash).
CREATE TABLE similarity_runs (
    id           UUID        PRIMARY KEY,
    assignment   VARCHAR(64) NOT NULL,
    state        VARCHAR(16) NOT NULL,
    requested_by VARCHAR(80) NOT NULL,
    requested_at TIMESTAMP WITH TIME ZONE NOT NULL,
    started_at   TIMESTAMP WITH TIME ZONE,
    finished_at  TIMESTAMP WITH TIME ZONE,
    submissions  INTEGER,
    threshold    DOUBLE PRECISION NOT NULL,
    pairs_found  INTEGER,
    message      VARCHAR(4000),
    active_for   VARCHAR(64),
    CONSTRAINT uq_similarity_runs_active UNIQUE (active_for)
);
CREATE INDEX ix_similarity_runs_assignment ON similarity_runs (assignment, requested_at);

-- matches_json: [{"a": {"startLine", "endLine"}, "b": {...}, "tokens"}], lines of each side's source.
CREATE TABLE similarity_pairs (
    run_id       UUID             NOT NULL REFERENCES similarity_runs (id),
    position     INTEGER          NOT NULL,
    learner_a    VARCHAR(80)      NOT NULL,
    submission_a UUID             NOT NULL REFERENCES submissions (id),
    learner_b    VARCHAR(80)      NOT NULL,
    submission_b UUID             NOT NULL REFERENCES submissions (id),
    similarity   DOUBLE PRECISION NOT NULL,
    matches_json VARCHAR          NOT NULL,
    PRIMARY KEY (run_id, position)
);
