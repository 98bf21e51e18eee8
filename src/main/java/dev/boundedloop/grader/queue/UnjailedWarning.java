package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.jail.Protection;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Repeats, every hour, the warning that workers run without the jail: an operator who missed the
 * line at start sees it again in any hour of logs.
 */
final class UnjailedWarning implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(UnjailedWarning.class);

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "unjailed-warning");
        thread.setDaemon(true);
        return thread;
    });

    UnjailedWarning(Supplier<Protection> protection, Duration every) {
        // A task that throws is never run again: one failed look must not silence every later warning.
        ScheduledFuture<?> unused = timer.scheduleAtFixedRate(() -> {
            try {
                Protection now = protection.get();
                if (!now.jailed()) {
                    log.warn("{}", now.summary());
                }
            } catch (RuntimeException e) {
                log.warn("Could not check whether the workers are jailed; will look again", e);
            }
        }, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
