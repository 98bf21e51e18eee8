package dev.boundedloop.loop;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The course's shop tools, the extension's {@code build_loop_tools}: {@code list_stock},
 * {@code supplier(sku)}, {@code draft_budget} and {@code draft_order(sku, quantity)}. A draft is a
 * calculation, never a purchase, but drafts add up, so {@code draft_order} is consequential and passes
 * the draft budget gate first. Its handler only accepts the quantity the shop needs.
 */
public final class ShopTools {

    private static final ArgumentSchema PRODUCT = ArgumentSchema.builder().string("sku", 1).build();
    private static final ArgumentSchema DRAFT =
            ArgumentSchema.builder().string("sku", 1).integer("quantity", 1, 1000).build();

    private ShopTools() {}

    /**
     * Builds a fresh toolkit; use one per run, since the ledger keeps the run's drafts.
     *
     * @param shop the stock, read only
     * @param draftBudgetCents the most cents all drafts together may reserve
     * @param store where the ledger is saved after each admitted draft
     */
    public static ShopToolkit build(Shop shop, long draftBudgetCents, DraftStore store) {
        DraftLedger ledger = new DraftLedger(shop, draftBudgetCents, store);
        List<ExecutableTool> tools = List.of(
                new ExecutableTool("list_stock", "Read stock and need.", ArgumentSchema.none(),
                        arguments -> stock(shop)),
                new ExecutableTool("supplier", "Read supplier price in cents.", PRODUCT,
                        arguments -> supplier(shop, (String) arguments.get("sku"))),
                new ExecutableTool("draft_budget", "Read the draft budget and reserved.", ArgumentSchema.none(),
                        arguments -> ledger.budget()),
                new ExecutableTool("draft_order", "Calculate a draft against the draft budget; never purchases.",
                        DRAFT, arguments -> draft(shop, ledger, arguments), true));
        Set<String> allowed = Set.of("list_stock", "supplier", "draft_budget", "draft_order");
        return new ShopToolkit(new Dispatcher(tools, allowed, ledger), ledger);
    }

    private static Map<String, Object> stock(Shop shop) {
        List<Object> rows = new ArrayList<>();
        for (Product product : shop.products()) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("sku", product.sku());
            row.put("on_hand", product.onHand());
            row.put("reorder_point", product.reorderPoint());
            row.put("needed", product.need());
            rows.add(row);
        }
        return Map.of("customer", shop.customer(), "products", rows);
    }

    private static Map<String, Object> supplier(Shop shop, String sku) throws ToolRefusal {
        Product product = known(shop, sku);
        return Map.of("sku", product.sku(), "unit_price_cents", product.priceCents());
    }

    private static Map<String, Object> draft(Shop shop, DraftLedger ledger, Map<String, Object> arguments)
            throws ToolRefusal {
        Product product = known(shop, (String) arguments.get("sku"));
        long quantity = ((Number) arguments.get("quantity")).longValue();
        if (quantity != product.need()) {
            throw new ToolRefusal(product.sku() + " needs " + product.need() + ", not " + quantity);
        }
        long total = product.priceCents() * quantity;
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("sku", product.sku());
        value.put("quantity", quantity);
        value.put("unit_price_cents", product.priceCents());
        value.put("total_cents", total);
        value.put("status", "DRAFT");
        Map<String, Object> recorded = JsonValues.copyObject(value);
        ledger.record(recorded, total);
        return recorded;
    }

    private static Product known(Shop shop, String sku) throws ToolRefusal {
        return shop.product(sku).orElseThrow(() -> new ToolRefusal("unknown sku " + sku));
    }
}
