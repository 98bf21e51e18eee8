package dev.boundedloop.grader.cases;

import java.util.List;

/** No suite exists for the requested assignment. */
public class UnknownAssignmentException extends RuntimeException {

    private final String assignmentId;

    public UnknownAssignmentException(String assignmentId, List<String> known) {
        super("Unknown assignment '" + assignmentId + "'; known assignments: " + String.join(", ", known));
        this.assignmentId = assignmentId;
    }

    public String assignmentId() {
        return assignmentId;
    }
}
