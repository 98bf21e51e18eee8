-- Assignments and their suite versions are data. The deployment's grader-cases folder (or, without
-- one, the visible parts built into the jar) and instructors' uploads all become versions here; an
-- assignment is graded with its one active version. A retired assignment takes no new submissions.
CREATE TABLE assignments (
    id             VARCHAR(64)  PRIMARY KEY,
    title          VARCHAR(512) NOT NULL,
    active_version INTEGER,
    created_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    retired_at     TIMESTAMP WITH TIME ZONE
);

-- bundle is the version's files as a zip; bundle_sha256 covers every file (catalogue too) and makes
-- an upload of the same files the same version. suite_sha256 is what reports name: the files the
-- grader reads. state is PASSED or REJECTED (by the suite check, whose result check_json holds);
-- origin is UPLOAD, FOLDER or BUILT_IN.
CREATE TABLE suite_versions (
    assignment    VARCHAR(64) NOT NULL REFERENCES assignments (id),
    version       INTEGER     NOT NULL,
    bundle_sha256 VARCHAR(64) NOT NULL,
    suite_sha256  VARCHAR(64),
    origin        VARCHAR(16) NOT NULL,
    visible_only  BOOLEAN     NOT NULL,
    state         VARCHAR(16) NOT NULL,
    check_json    VARCHAR     NOT NULL,
    bundle        BYTEA       NOT NULL,
    created_by    VARCHAR(80) NOT NULL,
    created_at    TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (assignment, version),
    CONSTRAINT uq_suite_versions_bundle UNIQUE (assignment, bundle_sha256)
);

-- A regrade: which submissions it queued, and the report each had before, so its progress and its
-- score differences are plain SQL over the jobs and reports it points at. submission_id is set for a
-- regrade of one submission; up_to_date and pending count the submissions it left alone (already
-- graded with its suite, or already waiting for a grading).
CREATE TABLE regrades (
    id            UUID        PRIMARY KEY,
    assignment    VARCHAR(64) NOT NULL REFERENCES assignments (id),
    submission_id UUID REFERENCES submissions (id),
    suite_version VARCHAR(32) NOT NULL,
    suite_sha256  VARCHAR(64) NOT NULL,
    forced        BOOLEAN     NOT NULL,
    requested_by  VARCHAR(80) NOT NULL,
    requested_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    up_to_date    INTEGER     NOT NULL,
    pending       INTEGER     NOT NULL
);
CREATE INDEX ix_regrades_assignment ON regrades (assignment, requested_at);
CREATE TABLE regrade_items (
    regrade_id    UUID   NOT NULL REFERENCES regrades (id),
    submission_id UUID   NOT NULL REFERENCES submissions (id),
    job_id        BIGINT NOT NULL REFERENCES grading_jobs (id),
    old_report_id BIGINT REFERENCES reports (id),
    PRIMARY KEY (regrade_id, submission_id)
);
CREATE INDEX ix_regrade_items_job ON regrade_items (job_id);
