package dev.boundedloop.grader.submission;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.springframework.stereotype.Component;

/**
 * Wakes requests waiting ({@code ?wait=N}) for a submission graded on this replica. A submission
 * graded by another replica wakes nobody here; waiters also re-read the database now and then.
 */
@Component
class CompletionSignals {

    private final Map<UUID, CompletableFuture<Void>> waiting = new ConcurrentHashMap<>();

    /** Call before reading the status, so a completion in between is not missed. */
    CompletableFuture<Void> register(UUID submission) {
        return waiting.computeIfAbsent(submission, id -> new CompletableFuture<>());
    }

    void await(CompletableFuture<Void> signal, Duration timeout) throws InterruptedException {
        try {
            signal.get(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            // Time to look at the database again.
        }
    }

    void unregister(UUID submission, CompletableFuture<Void> signal) {
        waiting.remove(submission, signal);
    }

    void completed(UUID submission) {
        CompletableFuture<Void> signal = waiting.remove(submission);
        if (signal != null) {
            signal.complete(null);
        }
    }
}
