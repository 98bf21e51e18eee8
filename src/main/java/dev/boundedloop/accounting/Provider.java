package dev.boundedloop.accounting;

/** The model provider behind the loop. Every call is one attempt, whatever it returns or throws. */
public interface Provider {

    /**
     * Makes one attempt.
     *
     * @return the provider's reply, never {@code null}
     * @throws ProviderFailure when the attempt failed; it was still an attempt
     */
    ProviderReply attempt() throws ProviderFailure;
}
