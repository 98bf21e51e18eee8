package dev.boundedloop.accounting;

/** A provider attempt that failed. The attempt still counts, and so does its estimated cost. */
public final class ProviderFailure extends Exception {

    public ProviderFailure(String message) {
        super(message);
    }
}
