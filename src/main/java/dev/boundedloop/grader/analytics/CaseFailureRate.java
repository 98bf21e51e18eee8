package dev.boundedloop.grader.analytics;

/** How often a case failed in learners' latest graded submissions. */
public record CaseFailureRate(String caseId, String name, String category, String visibility, long submissions,
        long failures, double failureRate) {}
