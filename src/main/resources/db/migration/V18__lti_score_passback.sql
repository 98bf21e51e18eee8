-- The final score each standing last announced (its counted score and maximum), so that a change of
-- either (a regrade, an override, the final-submission rule) is told to the LMS once.
ALTER TABLE learner_standings ADD COLUMN final_score INTEGER;
ALTER TABLE learner_standings ADD COLUMN final_max_score INTEGER;

-- LTI Advantage services. What a context's launches say about its services: where its line items live
-- (Assignment and Grade Services) with the scopes the platform granted, and where its memberships are
-- read (Names and Role Provisioning Services); when its roster was last read, and what went wrong.
ALTER TABLE lti_contexts ADD COLUMN lineitems_url VARCHAR(2000);
ALTER TABLE lti_contexts ADD COLUMN ags_scopes VARCHAR(1000);
ALTER TABLE lti_contexts ADD COLUMN memberships_url VARCHAR(2000);
ALTER TABLE lti_contexts ADD COLUMN roster_synced_at TIMESTAMP WITH TIME ZONE;
ALTER TABLE lti_contexts ADD COLUMN roster_sync_error VARCHAR(1000);

-- The line item of an assignment in a context: from a launch's claim, or found by resource id and tag,
-- or created by the tool. A row without a URL is a lookup under way (its lock keeps a second one out).
CREATE TABLE lti_line_items (
    platform_id  BIGINT       NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    context_id   VARCHAR(255) NOT NULL,
    assignment   VARCHAR(64)  NOT NULL,
    lineitem_url VARCHAR(2000),
    found_by     VARCHAR(16),
    updated_at   TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (platform_id, context_id, assignment)
);

-- Which learners are members of which contexts, as launches and roster syncs saw them; left_at is set
-- when a roster sync no longer lists them (their work stays).
CREATE TABLE lti_memberships (
    platform_id   BIGINT       NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    context_id    VARCHAR(255) NOT NULL,
    lti_subject   VARCHAR(255) NOT NULL,
    learner       VARCHAR(80)  NOT NULL,
    seen_by       VARCHAR(16)  NOT NULL,
    first_seen_at TIMESTAMP WITH TIME ZONE NOT NULL,
    last_seen_at  TIMESTAMP WITH TIME ZONE NOT NULL,
    left_at       TIMESTAMP WITH TIME ZONE,
    PRIMARY KEY (platform_id, context_id, lti_subject)
);
CREATE INDEX ix_lti_memberships_learner ON lti_memberships (learner);

-- The score outbox and its status: one row per learner, assignment and context, written in the
-- transaction that changed the learner's final score. A new score takes the row over (version counts
-- them, so a try of an older one cannot mark the newer sent). The sender takes a PENDING row whose
-- next_attempt_at has come and leaves it SENT, PENDING with a later try, or FAILED with the platform's
-- answer and a likely cause.
CREATE SEQUENCE lti_score_deliveries_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE lti_score_deliveries (
    id              BIGINT PRIMARY KEY,
    platform_id     BIGINT       NOT NULL REFERENCES lti_platforms (id) ON DELETE CASCADE,
    context_id      VARCHAR(255) NOT NULL,
    assignment      VARCHAR(64)  NOT NULL,
    learner         VARCHAR(80)  NOT NULL,
    lti_subject     VARCHAR(255) NOT NULL,
    score_given     INTEGER      NOT NULL,
    score_maximum   INTEGER      NOT NULL,
    comment         VARCHAR(500),
    scored_at       TIMESTAMP WITH TIME ZONE NOT NULL,
    version         INTEGER      NOT NULL,
    state           VARCHAR(16)  NOT NULL,
    attempts        INTEGER      NOT NULL,
    next_attempt_at TIMESTAMP WITH TIME ZONE NOT NULL,
    last_status     INTEGER,
    last_answer     VARCHAR(1000),
    likely_cause    VARCHAR(500),
    updated_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    sent_at         TIMESTAMP WITH TIME ZONE,
    CONSTRAINT uq_lti_score_deliveries UNIQUE (platform_id, context_id, assignment, learner)
);
CREATE INDEX ix_lti_score_deliveries_due ON lti_score_deliveries (state, next_attempt_at);
CREATE INDEX ix_lti_score_deliveries_learner ON lti_score_deliveries (learner, assignment);
