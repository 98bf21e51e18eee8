package dev.boundedloop.grader.cases;

/** A suite's files do not describe a valid suite; the message names the file and the case. */
public class SuiteFormatException extends RuntimeException {

    public SuiteFormatException(String message) {
        super(message);
    }

    public SuiteFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
