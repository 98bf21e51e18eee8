package dev.boundedloop.grader.workers;

import java.util.Locale;

/** Why the pool replaced a worker JVM, as the restarts counter is tagged. */
public enum RestartCause {
    /** Its job ended without a report: a crash, a watchdog kill, a lost connection. */
    JOB_UNFINISHED,
    /** It sent a report over the frame limit, which was skipped unread. */
    OVERSIZED_REPORT,
    /** The caller gave up mid-job, so the worker was still busy with it. */
    ABANDONED,
    /** It died while idle, killed from outside. */
    DIED_IDLE,
    /** Its job raised an error that may have struck inside a JDK initialiser. */
    SUSPECT_STATE,
    /** It reached its job quota and was recycled. */
    QUOTA;

    /** The tag value: {@code job_unfinished} and so on. */
    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }
}
