package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.time.Duration;

/**
 * One stderr line that is rewritten in place (carriage return, then the new text padded over the
 * old), and cleared at the end so the summary starts on a clean line.
 */
final class TerminalProgress implements WaitingProgress {

    private final PrintWriter err;
    private final long started = System.nanoTime();
    private int shown;

    TerminalProgress(PrintWriter err) {
        this.err = err;
    }

    @Override
    public void standing(String submission, String standing) {
        show("Grading on the service: " + TerminalText.field(standing) + " (" + elapsedSeconds() + " s)");
    }

    @Override
    public void retrying(String problem, Duration delay) {
        show(TerminalText.field(problem) + "; retrying in " + WaitingProgress.inWords(delay));
    }

    @Override
    public void done() {
        if (shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }

    /** The line as it is now: the previous one's tail is overwritten with spaces. */
    static String redraw(String text, int previousWidth) {
        return "\r" + text + " ".repeat(Math.max(0, previousWidth - text.length()));
    }

    private void show(String text) {
        err.print(redraw(text, shown));
        err.flush();
        shown = text.length();
    }

    private long elapsedSeconds() {
        return Duration.ofNanos(System.nanoTime() - started).toSeconds();
    }
}
