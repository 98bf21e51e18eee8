package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.time.Duration;

/**
 * What the grading hook shows on stderr while the service grades: where the submission stands
 * (status, and stage and case when the service says them) and every retry with its reason.
 */
interface WaitingProgress {

    /** Where the submission stands now, e.g. "RUNNING, stage run, case hidden-03". */
    void standing(String submission, String standing);

    /** A request failed and is retried after {@code delay}. */
    void retrying(String problem, Duration delay);

    /** The wait is over, whatever its outcome: the report, a refusal or a give-up follows. */
    void done();

    /** "2 s", or "250 ms" under a second. */
    static String inWords(Duration delay) {
        return delay.toMillis() < 1000 ? delay.toMillis() + " ms" : delay.toSeconds() + " s";
    }

    /** One updating line when stderr is a terminal; otherwise a plain line now and then, as a CI log wants. */
    static WaitingProgress on(PrintWriter err) {
        return System.console() != null ? new TerminalProgress(err) : new PlainProgress(err, PlainProgress.EVERY);
    }
}
