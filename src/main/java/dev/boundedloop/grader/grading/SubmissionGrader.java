package dev.boundedloop.grader.grading;

/**
 * Grades one submitted source against an assignment's suite. The service and the command line
 * depend on this, not on where grading runs (in this process, or in the sandbox's worker JVMs).
 */
public interface SubmissionGrader {

    /**
     * @throws dev.boundedloop.grader.cases.UnknownAssignmentException when no suite exists for the id
     */
    GradingReport grade(String assignmentId, byte[] source);
}
