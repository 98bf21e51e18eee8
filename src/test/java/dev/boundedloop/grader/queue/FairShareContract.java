package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.replicas.NewJobSignal;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.storage.DatabaseKind;
import dev.boundedloop.grader.submission.NewSubmissions;
import dev.boundedloop.grader.submission.Submission;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.annotation.Transactional;

/**
 * The queue's fair share between learners, its per-learner running cap and the time a job may hold
 * workers over its claims, run on H2 and on PostgreSQL by subclasses. Under a plain oldest-first
 * claim every test here fails.
 */
@Transactional
@Import({JobQueue.class, NewJobSignal.class, DatabaseKind.class, NewSubmissions.class,
        QueueAndReportStoreContract.SystemClock.class})
abstract class FairShareContract {

    static final Instant T0 = Instant.parse("2026-01-05T10:00:00Z");
    static final Duration LEASE = Duration.ofSeconds(30);

    @Autowired JobQueue queue;
    @Autowired NewSubmissions newSubmissions;
    @Autowired JdbcClient jdbc;

    private int clock;

    /** As intake stores a gradable submission; each one a second after the last. */
    private UUID submit(String learner) {
        Instant at = T0.plusSeconds(clock++);
        Submission s = new Submission(UUID.randomUUID(), "ch03-unit-a", new Caller(learner, Role.LEARNER, 1),
                "class P {}".getBytes(StandardCharsets.UTF_8), null, null, true, at);
        newSubmissions.insert(s);
        queue.enqueue(s.id(), learner, GradingJob.Kind.GRADE, at);
        return s.id();
    }

    private List<UUID> submitMany(String learner, int count) {
        List<UUID> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            ids.add(submit(learner));
        }
        return ids;
    }

    private List<ClaimedJob> claim(String owner, int max, int runningPerLearner, Instant now) {
        return queue.claim(owner, max, runningPerLearner, now, now.plus(LEASE));
    }

    private static List<UUID> submissions(List<ClaimedJob> jobs) {
        return jobs.stream().map(ClaimedJob::submissionId).toList();
    }

    @Test
    void aLearnerWithTwentyQueuedJobsDoesNotGoBeforeAnotherLearnersFirst() {
        List<UUID> alice = submitMany("alice", 20);
        UUID bob = submit("bob");

        ClaimedJob first = claim("replica-a", 1, 1, T0.plusSeconds(30)).get(0);
        queue.finish(first.id(), "replica-a", T0.plusSeconds(31));
        ClaimedJob second = claim("replica-a", 1, 1, T0.plusSeconds(31)).get(0);

        assertThat(first.submissionId()).isEqualTo(alice.get(0));
        assertThat(second.submissionId()).isEqualTo(bob);
    }

    @Test
    void oneClaimOfSeveralJobsTakesTheLearnersInTurn() {
        List<UUID> alice = submitMany("alice", 20);
        UUID bob = submit("bob");
        UUID carol = submit("carol");

        // A cap high enough not to matter: the order alone must interleave the learners.
        List<ClaimedJob> claimed = claim("replica-a", 4, 10, T0.plusSeconds(30));

        assertThat(submissions(claimed)).containsExactly(alice.get(0), bob, carol, alice.get(1));
    }

    @Test
    void aLearnerWhoseJobHeldAWorkerLongWaitsMoreTurns() {
        List<UUID> slow = submitMany("mallory", 3);
        List<UUID> honest = submitMany("bob", 3);
        ClaimedJob first = claim("replica-a", 1, 10, T0.plusSeconds(10)).get(0);
        queue.finish(first.id(), "replica-a", T0.plusSeconds(11));
        // Held a worker for two and a half turns' time: two turns more than a quick job.
        queue.charge(first.flow(), FairShare.TURN.multipliedBy(5).dividedBy(2));

        List<UUID> next = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ClaimedJob job = claim("replica-a", 1, 10, T0.plusSeconds(12 + i)).get(0);
            queue.finish(job.id(), "replica-a", T0.plusSeconds(12 + i));
            next.add(job.submissionId());
        }

        assertThat(first.submissionId()).isEqualTo(slow.get(0));
        assertThat(next).containsExactly(honest.get(0), honest.get(1), honest.get(2), slow.get(1));
    }

    @Test
    void aQuickJobCostsOneTurn() {
        List<UUID> alice = submitMany("alice", 2);
        UUID bob = submit("bob");
        ClaimedJob first = claim("replica-a", 1, 10, T0.plusSeconds(10)).get(0);
        queue.finish(first.id(), "replica-a", T0.plusSeconds(11));
        queue.charge(first.flow(), FairShare.TURN.minusMillis(1));

        List<ClaimedJob> next = claim("replica-a", 2, 10, T0.plusSeconds(11));

        assertThat(submissions(next)).containsExactly(bob, alice.get(1));
    }

    @Test
    void aLearnerNeverHasMoreJobsRunningThanTheCapOnAnyReplica() {
        List<UUID> alice = submitMany("alice", 6);

        List<ClaimedJob> onA = claim("replica-a", 4, 2, T0.plusSeconds(10));
        List<ClaimedJob> onB = claim("replica-b", 4, 2, T0.plusSeconds(10));
        queue.finish(onA.get(0).id(), "replica-a", T0.plusSeconds(11));
        List<ClaimedJob> afterOneFinished = claim("replica-b", 4, 2, T0.plusSeconds(11));

        assertThat(submissions(onA)).containsExactly(alice.get(0), alice.get(1));
        assertThat(onB).isEmpty();
        assertThat(submissions(afterOneFinished)).containsExactly(alice.get(2));
    }

    @Test
    void aSlowLearnersBacklogDoesNotDelayOtherLearners() {
        List<UUID> slow = submitMany("mallory", 10);
        List<ClaimedJob> held = claim("replica-a", 1, 1, T0.plusSeconds(10));
        List<UUID> honest = new ArrayList<>();
        List<UUID> graded = new ArrayList<>();

        // Mallory's first job keeps its worker (heartbeats) while five learners each submit once
        // and are graded on the other worker, one at a time.
        for (int i = 0; i < 5; i++) {
            honest.add(submit("learner-" + i));
            Instant now = T0.plusSeconds(20 + i);
            queue.heartbeat("replica-a", List.of(held.get(0).id()), now.plus(LEASE));
            ClaimedJob next = claim("replica-b", 1, 1, now).get(0);
            graded.add(next.submissionId());
            queue.finish(next.id(), "replica-b", now);
        }

        assertThat(submissions(held)).containsExactly(slow.get(0));
        assertThat(graded).isEqualTo(honest);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM grading_jobs WHERE flow = 'mallory' AND state = 'QUEUED'")
                .query(Long.class).single()).isEqualTo(9);
    }

    @Test
    void aRegradeOfManySubmissionsTakesOneTurnBesideFreshSubmissions() {
        List<UUID> old = submitMany("alice", 8);
        List<ClaimedJob> graded = claim("replica-a", 8, 10, T0.plusSeconds(10));
        graded.forEach(job -> queue.finish(job.id(), "replica-a", T0.plusSeconds(11)));
        queue.enqueueRegrades(old, T0.plusSeconds(12));
        UUID fresh = submit("bob");

        List<ClaimedJob> claimed = claim("replica-a", 3, 10, T0.plusSeconds(20));

        assertThat(claimed).extracting(ClaimedJob::kind)
                .containsExactly(GradingJob.Kind.REGRADE, GradingJob.Kind.GRADE, GradingJob.Kind.REGRADE);
        assertThat(claimed.get(1).submissionId()).isEqualTo(fresh);
    }

    @Test
    void aLearnerWhoseJobsAllFinishedJoinsTheCurrentTurnAgain() {
        UUID early = submit("alice");
        ClaimedJob done = claim("replica-a", 1, 1, T0.plusSeconds(5)).get(0);
        queue.finish(done.id(), "replica-a", T0.plusSeconds(6));
        List<UUID> bob = submitMany("bob", 5);
        UUID again = submit("alice");

        List<ClaimedJob> claimed = claim("replica-a", 2, 10, T0.plusSeconds(20));

        assertThat(done.submissionId()).isEqualTo(early);
        assertThat(submissions(claimed)).containsExactly(bob.get(0), again);
    }

    @Test
    void everyClaimIsChargedTheTimeEarlierClaimsHeldTheJob() {
        submit("alice");
        ClaimedJob first = claim("replica-a", 1, 1, T0.plusSeconds(10)).get(0);
        // replica-a dies: its lease runs out at +40 s and replica-b takes over at +45 s.
        ClaimedJob second = claim("replica-b", 1, 1, T0.plusSeconds(45)).get(0);
        queue.release("replica-b", T0.plusSeconds(57));
        ClaimedJob third = claim("replica-c", 1, 1, T0.plusSeconds(60)).get(0);

        assertThat(first.heldBefore()).isZero();
        assertThat(second.heldBefore()).isEqualTo(Duration.ofSeconds(30));
        assertThat(third.heldBefore()).isEqualTo(Duration.ofSeconds(42));
        assertThat(third.attempts()).isEqualTo(2);
    }

    @Test
    void aJobHandedBackAfterAFailedGradingIsRetriedAndFreesItsLearnersTurn() {
        List<UUID> alice = submitMany("alice", 2);
        ClaimedJob failed = claim("replica-a", 1, 1, T0.plusSeconds(10)).get(0);

        assertThat(queue.giveBack(failed.id(), "replica-a", T0.plusSeconds(12))).isTrue();
        ClaimedJob retried = claim("replica-a", 1, 1, T0.plusSeconds(13)).get(0);

        assertThat(retried.submissionId()).isEqualTo(alice.get(0));
        assertThat(retried.attempts()).isEqualTo(2);
        assertThat(retried.heldBefore()).isEqualTo(Duration.ofSeconds(2));
    }

    @Test
    void theHeartbeatRenewsOnlyTheJobsItNames() {
        submit("alice");
        submit("bob");
        List<ClaimedJob> claimed = claim("replica-a", 2, 1, T0.plusSeconds(5));

        queue.heartbeat("replica-a", List.of(claimed.get(0).id()), T0.plusSeconds(60).plus(LEASE));
        List<ClaimedJob> takenOver = claim("replica-b", 2, 1, T0.plusSeconds(60));

        assertThat(submissions(takenOver)).containsExactly(claimed.get(1).submissionId());
    }
}
