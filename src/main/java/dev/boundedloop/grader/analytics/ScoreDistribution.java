package dev.boundedloop.grader.analytics;

import java.util.List;

/**
 * How many learners' final scores (the submission the assignment's finalSubmission rule counts, late
 * penalty and override applied) reached each score, with their mean and median; both are null when no
 * learner has a final score.
 */
public record ScoreDistribution(String assignment, int maxScore, long learners, Double mean, Double median,
        List<ScoreCount> scores) {

    public record ScoreCount(int score, long learners) {}

    /** From the counts in score order. */
    static ScoreDistribution of(String assignment, int maxScore, List<ScoreCount> counts) {
        long learners = counts.stream().mapToLong(ScoreCount::learners).sum();
        if (learners == 0) {
            return new ScoreDistribution(assignment, maxScore, 0, null, null, counts);
        }
        double sum = counts.stream().mapToDouble(c -> (double) c.score() * c.learners()).sum();
        double median = (scoreAt(counts, (learners - 1) / 2) + scoreAt(counts, learners / 2)) / 2.0;
        return new ScoreDistribution(assignment, maxScore, learners, sum / learners, median, counts);
    }

    /** The score of the learner at this 0-based rank, lowest score first. */
    private static int scoreAt(List<ScoreCount> counts, long rank) {
        long seen = 0;
        for (ScoreCount count : counts) {
            seen += count.learners();
            if (rank < seen) {
                return count.score();
            }
        }
        throw new IllegalArgumentException("rank " + rank + " past " + seen + " learners");
    }
}
