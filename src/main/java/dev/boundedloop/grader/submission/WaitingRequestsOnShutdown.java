package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.queue.CompletionSignals;
import dev.boundedloop.grader.queue.GradingDispatcher;
import dev.boundedloop.grader.web.WebLimits;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;

/**
 * The first step of a shutdown, before the web server drains: requests waiting for a report
 * ({@code ?wait=N}) stop waiting within {@code grader.web.shutdown-wait} and answer with the report
 * or 202 and the Location to poll. Grading runs on meanwhile (it stops after the web server,
 * {@link GradingDispatcher#getPhase()}); without this a waiter held the drain until its own N
 * seconds passed, past the web server's patience, and was dropped unanswered.
 */
@Component
class WaitingRequestsOnShutdown implements SmartLifecycle {

    private final CompletionSignals signals;
    private final WebLimits limits;
    private volatile boolean running;

    WaitingRequestsOnShutdown(CompletionSignals signals, WebLimits limits) {
        this.signals = signals;
        this.limits = limits;
    }

    @Override
    public void start() {
        running = true;
    }

    @Override
    public void stop() {
        signals.stopWaitingAfter(limits.shutdownWait());
        running = false;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public int getPhase() {
        return WebServerApplicationContext.GRACEFUL_SHUTDOWN_PHASE + 1;
    }
}
