package dev.boundedloop.grader.live;

/**
 * One HTTP try of a live model, as the run's log keeps it: enough to see why a run ended as it did,
 * without the key or the body.
 *
 * @param call the 1-based loop attempt this try belongs to
 * @param httpStatus the answer's status, or 0 when no answer came (timeout, refused connection)
 * @param finishReason the provider's finish_reason when the try succeeded, else null
 * @param outputTokens usage.completion_tokens when the try succeeded, else 0
 * @param error why the try failed, or null
 * @param waitedMillis how long the model waited before this try (backoff or Retry-After)
 */
public record ModelAttempt(int call, int httpStatus, String finishReason, int outputTokens, String error,
        long waitedMillis) {}
