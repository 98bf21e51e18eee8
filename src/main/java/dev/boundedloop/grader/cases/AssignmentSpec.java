package dev.boundedloop.grader.cases;

import java.util.List;

/** The JSON shape of {@code assignment.json}, bound strictly: an unknown key is an error. */
record AssignmentSpec(
        String id, String title, String version, String starter, String hiddenFeedback,
        long fuelPerCase, long memoryBytesPerCase, List<String> caseFiles, String learnerApi) {}
