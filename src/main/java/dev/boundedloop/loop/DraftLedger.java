package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The draft budget: the drafts admitted so far, the cents they reserve, and the refusals. As the
 * {@link BeforeWrite} gate of {@code draft_order} it admits a draft when reserved cents plus the
 * draft's cost stay within the budget, equality admitted: the transfer task's rule, applied to drafts.
 *
 * <p>One ledger serves one run and is not thread-safe.
 */
public final class DraftLedger implements BeforeWrite {

    /** The reason a refusal records when a draft would exceed the budget. */
    public static final String DRAFT_COST_LIMIT = "DRAFT_COST_LIMIT";

    private final Shop shop;
    private final long budgetCents;
    private final DraftStore store;
    private final List<Map<String, Object>> drafts = new ArrayList<>();
    private final List<Refusal> refusals = new ArrayList<>();
    private long reservedCents;

    DraftLedger(Shop shop, long budgetCents, DraftStore store) {
        if (budgetCents < 0) {
            throw new IllegalArgumentException("draftBudgetCents must be >= 0, was " + budgetCents);
        }
        this.shop = Objects.requireNonNull(shop, "shop must not be null");
        this.budgetCents = budgetCents;
        this.store = Objects.requireNonNull(store, "store must not be null");
    }

    /**
     * Refuses a draft whose cost would take the reserved cents over the budget, and records why. An
     * unknown SKU costs nothing here; the handler refuses it afterwards.
     */
    @Override
    public void admit(ToolCall call) throws ToolRefusal {
        String sku = (String) call.arguments().get("sku");
        long quantity = ((Number) call.arguments().get("quantity")).longValue();
        long price = shop.product(sku).map(Product::priceCents).orElse(0L);
        long exposure = reservedCents + price * quantity;
        if (exposure > budgetCents) {
            refusals.add(new Refusal(call.id(), DRAFT_COST_LIMIT, exposure));
            throw new ToolRefusal("draft would exceed the draft budget");
        }
    }

    /** Saves the ledger with the draft added and only then counts it, so the store never lags behind. */
    void record(Map<String, Object> draft, long totalCents) {
        List<Map<String, Object>> next = new ArrayList<>(drafts);
        next.add(draft);
        long reserved = reservedCents + totalCents;
        Map<String, Object> snapshot = budget(reserved);
        snapshot.put("drafts", next);
        store.save(JsonValues.copyObject(snapshot));
        drafts.add(draft);
        reservedCents = reserved;
    }

    /** {@code {budget_cents, reserved_cents, remaining_cents}}: what the {@code draft_budget} tool reads. */
    public Map<String, Object> budget() {
        return JsonValues.copyObject(budget(reservedCents));
    }

    public long budgetCents() {
        return budgetCents;
    }

    public long reservedCents() {
        return reservedCents;
    }

    /** The admitted drafts, oldest first. */
    public List<Map<String, Object>> drafts() {
        return List.copyOf(drafts);
    }

    /** The refused drafts, oldest first. */
    public List<Refusal> refusals() {
        return List.copyOf(refusals);
    }

    private Map<String, Object> budget(long reserved) {
        Map<String, Object> budget = new LinkedHashMap<>();
        budget.put("budget_cents", budgetCents);
        budget.put("reserved_cents", reserved);
        budget.put("remaining_cents", budgetCents - reserved);
        return budget;
    }
}
