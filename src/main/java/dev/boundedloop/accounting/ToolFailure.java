package dev.boundedloop.accounting;

/** A tool call that failed. It was admitted and charged all the same. */
public final class ToolFailure extends Exception {

    public ToolFailure(String message) {
        super(message);
    }
}
