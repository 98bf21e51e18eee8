package dev.boundedloop.loop;

import java.util.Objects;

/**
 * The shop tools of one run: the dispatcher the loop calls, and the ledger that shows what the
 * draft gate admitted and refused.
 *
 * @param dispatcher the four shop tools behind the draft budget gate
 * @param ledger the draft budget gate's ledger
 */
public record ShopToolkit(Dispatcher dispatcher, DraftLedger ledger) {

    public ShopToolkit {
        Objects.requireNonNull(dispatcher, "dispatcher must not be null");
        Objects.requireNonNull(ledger, "ledger must not be null");
    }
}
