package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.time.Duration;

/**
 * Progress as whole lines, for a CI log or a file: a line when the standing changes, and otherwise
 * one every few seconds so a slow grading does not look like a hung job.
 */
final class PlainProgress implements WaitingProgress {

    static final Duration EVERY = Duration.ofSeconds(5);

    private final PrintWriter err;
    private final Duration every;
    private final long started = System.nanoTime();
    private String lastStanding;
    private long lastLine;

    PlainProgress(PrintWriter err, Duration every) {
        this.err = err;
        this.every = every;
    }

    @Override
    public void standing(String submission, String standing) {
        long now = System.nanoTime();
        if (standing.equals(lastStanding) && now - lastLine < every.toNanos()) {
            return;
        }
        String still = standing.equals(lastStanding) ? "still " : "";
        err.println("Submission " + TerminalText.field(submission) + ": " + still + TerminalText.field(standing)
                + " (" + Duration.ofNanos(now - started).toSeconds() + " s)");
        err.flush();
        lastStanding = standing;
        lastLine = now;
    }

    @Override
    public void retrying(String problem, Duration delay) {
        err.println(TerminalText.field(problem) + "; retrying in " + WaitingProgress.inWords(delay));
        err.flush();
    }

    @Override
    public void done() {
        // Every line is already complete.
    }
}
