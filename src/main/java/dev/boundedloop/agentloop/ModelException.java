package dev.boundedloop.agentloop;

/**
 * A model call failed. The loop neither catches, retries, wraps nor replaces it: the caller of
 * {@link AgentLoop#run} receives this very exception.
 */
public class ModelException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ModelException(String message) {
        // No stack trace: a failing model is an expected event, and filling one is wasted work.
        super(message, null, false, false);
    }
}
