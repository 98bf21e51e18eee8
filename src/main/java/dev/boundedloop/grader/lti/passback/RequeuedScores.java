package dev.boundedloop.grader.lti.passback;

import java.util.List;

/**
 * What a re-queue of failed scores did.
 *
 * @param requeued how many failed scores were put back in the outbox, to be sent now
 * @param scores their statuses, each PENDING
 */
public record RequeuedScores(int requeued, List<ScoreStatus> scores) {}
