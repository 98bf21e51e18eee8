package dev.boundedloop.grader.suites;

import java.time.Instant;

/**
 * One version of an assignment's suite, as instructors list them.
 *
 * @param version the version's number within its assignment, from 1
 * @param sha256 the sha256 of every file uploaded, catalogue included
 * @param suiteSha256 the sha256 that reports graded with this version name (null if the files did not read as a suite)
 * @param origin UPLOAD, FOLDER (the deployment's grader-cases folder) or BUILT_IN (the jar's visible parts)
 * @param state PASSED or REJECTED by the suite check
 */
public record SuiteVersion(String assignment, int version, String sha256, String suiteSha256, String origin,
        boolean visibleOnly, String state, boolean active, String createdBy, Instant createdAt,
        SuiteCheckResult check) {

    public static final String PASSED = "PASSED";
    public static final String REJECTED = "REJECTED";

    public boolean passed() {
        return PASSED.equals(state);
    }
}
