package dev.boundedloop.grader.standings;

import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * The kept standings ({@code learner_standings}) as a bean: each call joins the caller's transaction,
 * or runs in one of its own. Intake's insert and the report store, on the hot path, refresh them
 * through {@link StandingRefresh} in the transactions they already run in.
 */
@Component
public class LearnerStandings {

    private final StandingRefresh refresh;

    LearnerStandings(JdbcClient jdbc, ApplicationEventPublisher events, Clock clock) {
        this.refresh = new StandingRefresh(jdbc, events, clock);
    }

    /** After a report of this submission is stored, or its override set or removed. */
    @Transactional
    public void refreshFor(UUID submission) {
        refresh.refreshFor(submission);
    }

    /** Every learner's standing on the assignment, after its final-submission rule changed. */
    @Transactional
    public void refreshAssignment(String assignment) {
        refresh.refreshAssignment(assignment);
    }

    /** The score the learner's standing counts now; empty without a final submission. */
    @Transactional(readOnly = true)
    public Optional<FinalScore> counted(String assignment, String learner) {
        return refresh.counted(assignment, learner);
    }

    /** Fills in standings missing for learners' submissions; returns how many. */
    @Transactional
    public int fillMissing() {
        return refresh.fillMissing();
    }
}
