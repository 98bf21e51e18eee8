-- Course policy per assignment: when it opens and closes, late penalties, a submission quota, how much
-- learners see of hidden cases, and which submission counts. No row means the defaults: always open,
-- no penalty, no quota, OUTCOMES, LATEST.
CREATE TABLE assignment_settings (
    assignment                   VARCHAR(64) PRIMARY KEY REFERENCES assignments (id),
    opens_at                     TIMESTAMP WITH TIME ZONE,
    due_at                       TIMESTAMP WITH TIME ZONE,
    late_until                   TIMESTAMP WITH TIME ZONE,
    late_penalty_percent_per_day INTEGER     NOT NULL,
    submissions_per_hour         INTEGER,
    hidden_results               VARCHAR(16) NOT NULL,
    final_submission             VARCHAR(16) NOT NULL,
    updated_by                   VARCHAR(80) NOT NULL,
    updated_at                   TIMESTAMP WITH TIME ZONE NOT NULL
);

-- One learner's own due and closing times for an assignment.
CREATE TABLE extensions (
    assignment VARCHAR(64) NOT NULL REFERENCES assignments (id),
    learner    VARCHAR(64) NOT NULL REFERENCES learners (id),
    due_at     TIMESTAMP WITH TIME ZONE NOT NULL,
    late_until TIMESTAMP WITH TIME ZONE,
    granted_by VARCHAR(80) NOT NULL,
    granted_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (assignment, learner)
);

-- How late each submission came, fixed at intake under the settings of that moment; NULL is on time.
ALTER TABLE submissions ADD COLUMN late_days INTEGER;
ALTER TABLE submissions ADD COLUMN late_penalty_percent INTEGER;

-- An instructor's score for a submission, in place of its (penalised) graded score wherever the course
-- counts scores. The report itself never changes.
CREATE TABLE score_overrides (
    submission_id UUID          PRIMARY KEY REFERENCES submissions (id),
    score         INTEGER       NOT NULL,
    reason        VARCHAR(2000) NOT NULL,
    overridden_by VARCHAR(80)   NOT NULL,
    overridden_at TIMESTAMP WITH TIME ZONE NOT NULL
);
