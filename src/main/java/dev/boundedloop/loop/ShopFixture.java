package dev.boundedloop.loop;

import java.util.List;

/** The course's shop fixture. */
public final class ShopFixture {

    private ShopFixture() {}

    /**
     * Lucy's shop: vanilla (2 on hand, reorder 8, 250 cents), chocolate (12, 6, 300) and strawberry
     * (1, 5, 275). Vanilla needs 6, strawberry 4 and chocolate nothing.
     */
    public static Shop standard() {
        return new Shop("Lucy", List.of(
                new Product("SKU-VANILLA", 2, 8, 250),
                new Product("SKU-CHOCOLATE", 12, 6, 300),
                new Product("SKU-STRAWBERRY", 1, 5, 275)));
    }
}
