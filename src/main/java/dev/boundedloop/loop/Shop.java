package dev.boundedloop.loop;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** The course's shop: a customer and her products. Immutable; the shop tools only read it. */
public final class Shop {

    private final String customer;
    private final Map<String, Product> products;

    public Shop(String customer, List<Product> products) {
        this.customer = Objects.requireNonNull(customer, "customer must not be null");
        Map<String, Product> bySku = new LinkedHashMap<>();
        for (Product product : products) {
            if (bySku.put(product.sku(), product) != null) {
                throw new IllegalArgumentException("product " + product.sku() + " is listed twice");
            }
        }
        this.products = Collections.unmodifiableMap(bySku);
    }

    public String customer() {
        return customer;
    }

    /** The products in listing order. */
    public List<Product> products() {
        return List.copyOf(products.values());
    }

    public Optional<Product> product(String sku) {
        return Optional.ofNullable(products.get(sku));
    }
}
