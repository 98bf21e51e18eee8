-- Instructors' actions, one row each, written in the transaction of the action where it has one.
-- actor is the token's subject; target names what was acted on (a learner, token, submission,
-- assignment ...); detail_json holds the action's particulars as a JSON object.
CREATE SEQUENCE audit_events_seq START WITH 1 INCREMENT BY 1;
CREATE TABLE audit_events (
    id          BIGINT PRIMARY KEY,
    at          TIMESTAMP WITH TIME ZONE NOT NULL,
    actor       VARCHAR(80)  NOT NULL,
    action      VARCHAR(64)  NOT NULL,
    target      VARCHAR(200) NOT NULL,
    detail_json VARCHAR      NOT NULL
);
CREATE INDEX ix_audit_events_action ON audit_events (action, id);
CREATE INDEX ix_audit_events_actor ON audit_events (actor, id);

-- The request a submission came with, so the line that logs its grading (on another thread, maybe
-- another replica, maybe after a restart) carries the same request id as the line that received it.
ALTER TABLE submissions ADD COLUMN request_id VARCHAR(64);
