package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Strict argument validation: the course's Pydantic models with strict=True and extra="forbid". */
class ArgumentSchemaTest {

    private static final ArgumentSchema DRAFT =
            ArgumentSchema.builder().string("sku", 1).integer("quantity", 1, 1000).build();

    @Test
    void acceptsIntegerAndLongWithinBounds() {
        assertThat(DRAFT.problems(Map.of("sku", "SKU-VANILLA", "quantity", 6))).isEmpty();
        assertThat(DRAFT.problems(Map.of("sku", "SKU-VANILLA", "quantity", 1000L))).isEmpty();
    }

    @Test
    void refusesTheNotebooksBadPayloads() {
        assertThat(DRAFT.problems(Map.of("sku", "m", "quantity", "4"))).containsExactly("quantity must be an integer");
        assertThat(DRAFT.problems(Map.of("sku", "m", "quantity", 4.0))).containsExactly("quantity must be an integer");
        assertThat(DRAFT.problems(Map.of("sku", "m", "quantity", true))).containsExactly("quantity must be an integer");
        assertThat(DRAFT.problems(Map.of("sku", "", "quantity", 4)))
                .containsExactly("sku must have at least 1 characters");
        assertThat(DRAFT.problems(Map.of("sku", "m", "quantity", 0))).containsExactly("quantity must be within 1..1000, was 0");
        assertThat(DRAFT.problems(Map.of("sku", "m", "quantity", 4, "approved", true)))
                .containsExactly("unknown argument approved");
        assertThat(DRAFT.problems(Map.of("quantity", 4))).containsExactly("sku is required");
    }

    @Test
    void refusesNullForADeclaredArgument() {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("sku", null);
        arguments.put("quantity", 4);

        assertThat(DRAFT.problems(arguments)).containsExactly("sku must be a string");
    }

    @Test
    void noArgumentsSchemaRefusesAnyKey() {
        assertThat(ArgumentSchema.none().problems(Map.of())).isEmpty();
        assertThat(ArgumentSchema.none().problems(Map.of("x", 1))).containsExactly("unknown argument x");
    }

    @Test
    void optionalArgumentsMayBeLeftOutButAreStillChecked() {
        ArgumentSchema schema = ArgumentSchema.builder().optionalString("note", 0).optionalInteger("limit", 0, 5).build();

        assertThat(schema.problems(Map.of())).isEmpty();
        assertThat(schema.problems(Map.of("limit", 6))).containsExactly("limit must be within 0..5, was 6");
        assertThat(schema.jsonSchema().get("required")).isEqualTo(List.of());
    }

    @Test
    void enumerationAcceptsOnlyItsValues() {
        ArgumentSchema schema = ArgumentSchema.builder().oneOf("flavour", List.of("vanilla", "chocolate")).build();

        assertThat(schema.problems(Map.of("flavour", "vanilla"))).isEmpty();
        assertThat(schema.problems(Map.of("flavour", "mango"))).containsExactly("flavour must be one of [vanilla, chocolate]");
        assertThat(schema.jsonSchema().get("properties")).isEqualTo(Map.of(
                "flavour", Map.of("type", "string", "minLength", 0, "enum", List.of("vanilla", "chocolate"))));
    }

    @Test
    void producesAStrictJsonSchemaInDeclarationOrder() {
        assertThat(DRAFT.jsonSchema()).isEqualTo(Map.of(
                "type", "object",
                "properties", Map.of(
                        "sku", Map.of("type", "string", "minLength", 1),
                        "quantity", Map.of("type", "integer", "minimum", 1, "maximum", 1000)),
                "required", List.of("sku", "quantity"),
                "additionalProperties", false));
        assertThat(List.copyOf(((Map<?, ?>) DRAFT.jsonSchema().get("properties")).keySet()))
                .isEqualTo(List.of("sku", "quantity"));
    }

    @Test
    void refusesContradictoryDeclarations() {
        assertThatThrownBy(() -> ArgumentSchema.builder().integer("q", 5, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ArgumentSchema.builder().string("s", 1).string("s", 2))
                .hasMessage("argument s is declared twice");
        assertThatThrownBy(() -> ArgumentSchema.builder().oneOf("e", List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
