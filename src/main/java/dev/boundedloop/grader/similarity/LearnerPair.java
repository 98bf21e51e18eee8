package dev.boundedloop.grader.similarity;

import java.util.List;
import java.util.UUID;

/** Two learners whose final submissions a run found similar, and the lines they share. */
public record LearnerPair(String learnerA, UUID submissionA, String learnerB, UUID submissionB, double similarity,
        List<MatchedLines> matches) {}
