package dev.boundedloop.grader.queue;

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
public class CompletionSignals {

    private final Map<UUID, CompletableFuture<FreshReport>> waiting = new ConcurrentHashMap<>();
    /** System.nanoTime() after which no request waits any longer, once the service is stopping; null before. */
    private volatile Long stopWaitingAt;

    /** The service is stopping: waiters get their report if it comes within {@code grace}, else an answer without it. */
    public void stopWaitingAfter(Duration grace) {
        stopWaitingAt = System.nanoTime() + grace.toNanos();
    }

    /** The earlier of a waiter's own deadline and the end of waiting on a stopping service (both System.nanoTime()). */
    public long waitUntil(long deadline) {
        Long stop = stopWaitingAt;
        return stop == null || deadline - stop < 0 ? deadline : stop;
    }

    /** Call before reading the status, so a completion in between is not missed. */
    public CompletableFuture<FreshReport> register(UUID submission) {
        return waiting.computeIfAbsent(submission, id -> new CompletableFuture<>());
    }

    /** The report stored meanwhile, or empty when the timeout passed first. */
    public Optional<FreshReport> await(CompletableFuture<FreshReport> signal, Duration timeout) throws InterruptedException {
        try {
            return Optional.of(signal.get(Math.max(1, timeout.toMillis()), TimeUnit.MILLISECONDS));
        } catch (TimeoutException | ExecutionException e) {
            return Optional.empty(); // time to look at the database again
        }
    }

    public void unregister(UUID submission, CompletableFuture<FreshReport> signal) {
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
