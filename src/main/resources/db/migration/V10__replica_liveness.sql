-- Replicas that grade, each with the key of the PostgreSQL advisory lock it holds for as long as its
-- process lives. A replica whose lock another can take has died, and its jobs are taken over at
-- once rather than when their leases run out. (On H2 the database belongs to one process.)
CREATE TABLE replicas (
    name        VARCHAR(128) PRIMARY KEY,
    lock_key    INTEGER NOT NULL,
    started_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
