package dev.boundedloop.grader.instructor;

import java.util.List;

/** How many learners' latest final submissions reached each score. */
public record ScoreDistribution(String assignment, int maxScore, long learners, List<ScoreCount> scores) {

    public record ScoreCount(int score, long learners) {}
}
