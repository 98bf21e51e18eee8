package dev.boundedloop.accounting;

import java.util.Objects;

/**
 * What one step did and the ledger after it.
 *
 * @param status how the step ended, never {@code null}
 * @param ledger the ledger after the step, never {@code null}
 */
public record StepResult(StepStatus status, Ledger ledger) {

    public StepResult {
        Objects.requireNonNull(status, "a step result has a status");
        Objects.requireNonNull(ledger, "a step result has a ledger");
    }
}
