package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shop tools, the need rule of draft_order, and the draft budget gate. */
class ShopToolsTest {

    @TempDir Path folder;

    private static ToolOutcome invoke(ShopToolkit toolkit, String id, String name, Map<String, Object> arguments) {
        return toolkit.dispatcher().invoke(new ToolCall(id, name, arguments));
    }

    private static Map<String, Object> draft(String sku, int quantity) {
        return Map.of("sku", sku, "quantity", quantity);
    }

    @Test
    void standardShopNeedsSixVanillaFourStrawberryAndNoChocolate() {
        Shop shop = ShopFixture.standard();

        assertThat(shop.customer()).isEqualTo("Lucy");
        assertThat(shop.products()).extracting(Product::sku, Product::need).containsExactly(
                tuple("SKU-VANILLA", 6),
                tuple("SKU-CHOCOLATE", 0),
                tuple("SKU-STRAWBERRY", 4));
        assertThat(shop.products()).extracting(Product::priceCents).containsExactly(250L, 300L, 275L);
    }

    @Test
    void listStockReportsStockAndNeed() {
        ToolOutcome outcome = invoke(Fixtures.shopToolkit(), "s", "list_stock", Map.of());

        assertThat(outcome.value()).isEqualTo(Map.of("customer", "Lucy", "products", List.of(
                Map.of("sku", "SKU-VANILLA", "on_hand", 2, "reorder_point", 8, "needed", 6),
                Map.of("sku", "SKU-CHOCOLATE", "on_hand", 12, "reorder_point", 6, "needed", 0),
                Map.of("sku", "SKU-STRAWBERRY", "on_hand", 1, "reorder_point", 5, "needed", 4))));
    }

    @Test
    void supplierReadsThePriceAndRefusesAnUnknownSku() {
        ShopToolkit toolkit = Fixtures.shopToolkit();

        assertThat(invoke(toolkit, "a", "supplier", Map.of("sku", "SKU-STRAWBERRY")).value())
                .isEqualTo(Map.of("sku", "SKU-STRAWBERRY", "unit_price_cents", 275));
        assertThat(invoke(toolkit, "b", "supplier", Map.of("sku", "SKU-MANGO")).error()).isEqualTo("tool_failed");
    }

    @Test
    void draftWhoseQuantityDiffersFromTheNeedIsRefused() {
        ShopToolkit toolkit = Fixtures.shopToolkit();

        assertThat(invoke(toolkit, "a", "draft_order", draft("SKU-VANILLA", 5)).error()).isEqualTo("tool_failed");
        assertThat(invoke(toolkit, "b", "draft_order", draft("SKU-CHOCOLATE", 1)).error()).isEqualTo("tool_failed");
        assertThat(invoke(toolkit, "c", "draft_order", draft("SKU-MANGO", 1)).error()).isEqualTo("tool_failed");
        assertThat(toolkit.ledger().drafts()).isEmpty();
        assertThat(toolkit.ledger().refusals()).isEmpty();
        assertThat(toolkit.ledger().reservedCents()).isZero();
    }

    @Test
    void draftOfTheNeededQuantityIsReservedAndVisibleInTheBudget() {
        ShopToolkit toolkit = Fixtures.shopToolkit();

        ToolOutcome drafted = invoke(toolkit, "a", "draft_order", draft("SKU-VANILLA", 6));

        assertThat(drafted.value()).isEqualTo(Map.of(
                "sku", "SKU-VANILLA", "quantity", 6, "unit_price_cents", 250, "total_cents", 1500, "status", "DRAFT"));
        assertThat(invoke(toolkit, "b", "draft_budget", Map.of()).value())
                .isEqualTo(Map.of("budget_cents", 2500, "reserved_cents", 1500, "remaining_cents", 1000));
    }

    @Test
    void gateAdmitsADraftThatReachesTheBudgetExactlyAndRefusesOneCentMore() {
        Shop shop = new Shop("Lucy", List.of(new Product("SKU-EXACT", 0, 10, 250), new Product("SKU-OVER", 0, 1, 1)));
        InMemoryDraftStore store = new InMemoryDraftStore();
        ShopToolkit toolkit = ShopTools.build(shop, 2500, store);

        assertThat(invoke(toolkit, "exact", "draft_order", draft("SKU-EXACT", 10)).ok()).isTrue();
        assertThat(invoke(toolkit, "over", "draft_order", draft("SKU-OVER", 1)).error()).isEqualTo("tool_failed");

        assertThat(toolkit.ledger().reservedCents()).isEqualTo(2500);
        assertThat(toolkit.ledger().refusals()).containsExactly(new Refusal("over", "DRAFT_COST_LIMIT", 2501));
        assertThat(store.last()).hasValueSatisfying(s -> assertThat(s.get("remaining_cents")).isEqualTo(0));
    }

    @Test
    void standardDraftsTogetherExceedTheBudgetSoTheSecondIsRefusedWithItsExposure() {
        ShopToolkit toolkit = Fixtures.shopToolkit();

        invoke(toolkit, "v", "draft_order", draft("SKU-VANILLA", 6));
        invoke(toolkit, "s", "draft_order", draft("SKU-STRAWBERRY", 4));

        assertThat(toolkit.ledger().refusals()).containsExactly(new Refusal("s", "DRAFT_COST_LIMIT", 2600));
        assertThat(toolkit.ledger().drafts()).extracting(d -> d.get("sku")).containsExactly("SKU-VANILLA");
    }

    @Test
    void fileStoreWritesTheLedgerAsJsonAndLeavesNoTemporaryFile() throws Exception {
        Path file = folder.resolve("drafts.json");
        ShopToolkit toolkit = ShopTools.build(ShopFixture.standard(), 2500, new FileDraftStore(file));

        invoke(toolkit, "v", "draft_order", draft("SKU-VANILLA", 6));
        invoke(toolkit, "s", "draft_order", draft("SKU-STRAWBERRY", 4));

        @SuppressWarnings("unchecked")
        Map<String, Object> saved = (Map<String, Object>) Json.read(Files.readString(file));
        assertThat(saved).containsOnlyKeys("budget_cents", "reserved_cents", "remaining_cents", "drafts");
        assertThat(saved.get("reserved_cents")).isEqualTo(1500);
        assertThat((List<?>) saved.get("drafts")).hasSize(1);
        try (var listing = Files.list(folder)) {
            assertThat(listing.map(p -> p.getFileName().toString())).containsExactly("drafts.json");
        }
    }

    @Test
    void draftIsNotCountedWhenTheStoreFails() {
        ShopToolkit toolkit = ShopTools.build(ShopFixture.standard(), 2500, snapshot -> {
            throw new UncheckedIOException(new IOException("disk full"));
        });

        assertThat(invoke(toolkit, "v", "draft_order", draft("SKU-VANILLA", 6)).error()).isEqualTo("tool_failed");
        assertThat(toolkit.ledger().reservedCents()).isZero();
        assertThat(toolkit.ledger().drafts()).isEmpty();
    }

    @Test
    void inMemoryStoreKeepsOnlyTheLastSnapshot() {
        InMemoryDraftStore store = new InMemoryDraftStore();
        assertThat(store.last()).isEmpty();

        store.save(Map.of("reserved_cents", 1));
        store.save(Map.of("reserved_cents", 2));

        assertThat(store.last()).contains(Map.of("reserved_cents", 2));
    }

    @Test
    void schemasOfferTheFourToolsSortedByName() {
        List<Map<String, Object>> schemas = Fixtures.shopToolkit().dispatcher().schemas();

        assertThat(schemas).extracting(s -> (Object) ((Map<?, ?>) s.get("function")).get("name"))
                .containsExactly("draft_budget", "draft_order", "list_stock", "supplier");
        Map<?, ?> draftParameters = (Map<?, ?>) ((Map<?, ?>) schemas.get(1).get("function")).get("parameters");
        assertThat(draftParameters.get("required")).isEqualTo(List.of("sku", "quantity"));
        assertThat(draftParameters.get("additionalProperties")).isEqualTo(false);
    }
}
