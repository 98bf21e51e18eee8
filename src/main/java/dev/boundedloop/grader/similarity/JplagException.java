package dev.boundedloop.grader.similarity;

/**
 * JPlag could not compare the sources: it is not installed where {@code grader.similarity.jplag-folder}
 * points, could not be started, crashed, ran out of time or answered with something that is not an
 * answer. The message names the cause, for the instructor whose run failed and for the operators.
 */
public class JplagException extends RuntimeException {

    public JplagException(String message) {
        super(message);
    }

    public JplagException(String message, Throwable cause) {
        super(message, cause);
    }
}
