-- Callback URLs that get a POST on every final report: of one assignment, or of all when assignment
-- is NULL. The secret signs each body (HMAC-SHA256); it is kept as given, since signing needs it.
CREATE SEQUENCE webhooks_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE webhooks (
    id         BIGINT PRIMARY KEY,
    url        VARCHAR(2000) NOT NULL,
    assignment VARCHAR(64) REFERENCES assignments (id),
    secret     VARCHAR(128)  NOT NULL,
    created_by VARCHAR(80)   NOT NULL,
    created_at TIMESTAMP WITH TIME ZONE NOT NULL
);

-- The outbox: one row per hook and report, written in the report's transaction, so a restart loses
-- none. The sender takes a PENDING row whose next_attempt_at has come (attempts counts the tries
-- begun), and leaves it DELIVERED, or PENDING with a later next_attempt_at, or FAILED after the
-- last try. event_id is sent with each try, so a receiver can drop a repeat.
CREATE SEQUENCE webhook_deliveries_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE webhook_deliveries (
    id              BIGINT PRIMARY KEY,
    webhook_id      BIGINT      NOT NULL REFERENCES webhooks (id),
    event_id        UUID        NOT NULL,
    submission_id   UUID        NOT NULL REFERENCES submissions (id),
    payload_json    VARCHAR     NOT NULL,
    state           VARCHAR(16) NOT NULL,
    attempts        INTEGER     NOT NULL,
    next_attempt_at TIMESTAMP WITH TIME ZONE NOT NULL,
    last_status     INTEGER,
    last_error      VARCHAR(500),
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    finished_at     TIMESTAMP WITH TIME ZONE
);
CREATE INDEX ix_webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
CREATE INDEX ix_webhook_deliveries_hook ON webhook_deliveries (webhook_id, id);
