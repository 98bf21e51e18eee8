-- Fair share between learners. Each job belongs to a flow: its submitter, or '#regrades' for every
-- regrade (a name no learner, CI or instructor subject can take). fair_rank is the job's virtual start:
-- a flow's next job ranks one after its previous pending job, and never below the lowest rank still
-- queued, so claims in (fair_rank, id) order serve the flows in turn. held_millis adds up the time
-- earlier claims held the job, so a job cannot hold workers without bound over its retries.
ALTER TABLE grading_jobs ADD COLUMN flow VARCHAR(80);
ALTER TABLE grading_jobs ADD COLUMN fair_rank BIGINT;
ALTER TABLE grading_jobs ADD COLUMN held_millis BIGINT DEFAULT 0 NOT NULL;

UPDATE grading_jobs SET fair_rank = 0,
    flow = CASE WHEN kind = 'REGRADE' THEN '#regrades'
                ELSE (SELECT s.submitter FROM submissions s WHERE s.id = grading_jobs.submission_id) END;

ALTER TABLE grading_jobs ALTER COLUMN flow SET NOT NULL;
ALTER TABLE grading_jobs ALTER COLUMN fair_rank SET NOT NULL;

-- The claim walks the queued jobs in rank order; enqueue and the running cap look up one flow's jobs.
CREATE INDEX ix_grading_jobs_fair ON grading_jobs (state, fair_rank, id);
CREATE INDEX ix_grading_jobs_flow ON grading_jobs (flow, state, fair_rank);
