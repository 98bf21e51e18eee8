package dev.boundedloop.grader.standings;

import java.util.UUID;

/**
 * What a learner's standing on an assignment counts: the final submission (LATEST or BEST), its score
 * after the late penalty or the override in its place, out of the submission's maximum.
 *
 * @param maxScore the final submission's maximum; null when its report gave none (a compile failure)
 */
public record FinalScore(UUID submission, int score, Integer maxScore, int rawScore, int latePenaltyPercent,
        boolean overridden) {}
