package dev.boundedloop.loop;

import java.util.Map;

/** Where admitted drafts are kept durably: the only state the shop tools write. */
@FunctionalInterface
public interface DraftStore {

    /**
     * Saves the whole ledger after a draft: {@code {budget_cents, reserved_cents, remaining_cents,
     * drafts:[...]}}. A failure must throw, so the draft is not counted as made.
     */
    void save(Map<String, Object> snapshot);
}
