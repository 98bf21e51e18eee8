package dev.boundedloop.loop;

import java.util.Objects;

/**
 * One product of the {@link Shop}.
 *
 * @param sku the stock-keeping unit, for example {@code SKU-VANILLA}
 * @param onHand units in stock
 * @param reorderPoint the stock level to replenish up to
 * @param priceCents the supplier's unit price in US cents
 */
public record Product(String sku, int onHand, int reorderPoint, long priceCents) {

    public Product {
        Objects.requireNonNull(sku, "sku must not be null");
        if (onHand < 0 || reorderPoint < 0 || priceCents < 0) {
            throw new IllegalArgumentException(sku + ": stock, reorder point and price must be >= 0");
        }
    }

    /** Units to order: {@code max(0, reorderPoint - onHand)}. */
    public int need() {
        return Math.max(0, reorderPoint - onHand);
    }
}
