package dev.boundedloop.grader.submission;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.springframework.stereotype.Component;

/**
 * Wakes requests waiting ({@code ?wait=N}) for a submission graded on this replica, handing them
 * the report just stored. A submission graded by another replica wakes nobody here; waiters also
 * re-read the database now and then. A report is held only while someone waits for it.
 */
@Component
class CompletionSignals {

    private final Map<UUID, CompletableFuture<FreshReport>> waiting = new ConcurrentHashMap<>();

    /** Call before reading the status, so a completion in between is not missed. */
    CompletableFuture<FreshReport> register(UUID submission) {
        return waiting.computeIfAbsent(submission, id -> new CompletableFuture<>());
    }

    /** The report stored meanwhile, or empty when the timeout passed first. */
    Optional<FreshReport> await(CompletableFuture<FreshReport> signal, Duration timeout) throws InterruptedException {
        try {
            return Optional.of(signal.get(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS));
        } catch (TimeoutException | ExecutionException e) {
            return Optional.empty(); // time to look at the database again
        }
    }

    void unregister(UUID submission, CompletableFuture<FreshReport> signal) {
        waiting.remove(submission, signal);
    }

    /** Call once the report's transaction has committed. */
    void completed(UUID submission, FreshReport report) {
        CompletableFuture<FreshReport> signal = waiting.remove(submission);
        if (signal != null) {
            signal.complete(report);
        }
    }
}
