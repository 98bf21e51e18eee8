package dev.boundedloop.grader.kinds.accounting;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteFormatException;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** A suite author edits the accounting case files by hand: each mistake names the file and the case. */
class AccountingCaseFilesTest {

    private static final SuiteBundle WHOLE = SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve("ch03-unit-b"));

    @Test
    void theProjectsSuiteReadsWithTheSeedsRunFirst() {
        var suite = KindRegistry.suiteLoader().load(WHOLE);

        assertThat(suite.cases()).hasSizeGreaterThan(20);
        assertThat(suite.cases().get(0)).isInstanceOfSatisfying(AccountingRunCase.class,
                c -> assertThat(c.header().id()).isEqualTo("seed-failing-provider"));
    }

    @Test
    void aDeclaredLedgerTheReferenceContradictsNamesTheFileTheCaseAndBothLedgers() {
        SuiteBundle broken = edited("runs-visible.json", root -> {
            ArrayNode ledger = (ArrayNode) run(root, 0).get("expect").get("ledger");
            ((ArrayNode) ledger.get(2)).set(1, 7);
        });

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken)).isInstanceOf(SuiteFormatException.class)
                .hasMessageStartingWith("runs-visible.json: ")
                .hasMessageContaining("run seed-failing-provider: declares ledger [[1, 2], [2, 4], [3, 7]] "
                        + "but the reference run gives [[1, 2], [2, 4], [3, 6]]");
    }

    @Test
    void aDeclaredEndTheReferenceContradictsIsNamed() {
        SuiteBundle broken = edited("runs-hidden.json", root -> ((ObjectNode) run(root, 3).get("expect")).put("end", "COST_LIMIT"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("runs-hidden.json: ")
                .hasMessageContaining("run two-exhausted-limits: declares end COST_LIMIT but the reference run ends with CALL_LIMIT");
    }

    @Test
    void anUnknownFieldNamesTheFileThePathAndTheCase() {
        SuiteBundle broken = edited("runs-hidden.json", root -> run(root, 2).put("colour", "red"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("runs-hidden.json: runs[2].colour (case exhausted-fixture)")
                .hasMessageContaining("unknown field 'colour'");
    }

    @Test
    void aTurnWithTwoKindsIsRefusedByName() {
        SuiteBundle broken = edited("runs-visible.json",
                root -> ((ObjectNode) run(root, 1).get("provider").get(0)).putArray("tools").add("list_stock"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("runs-visible.json: ")
                .hasMessageContaining("run fails-then-answers: a provider turn has exactly one of 'fail', 'tools' or 'answer'");
    }

    @Test
    void missingLimitsAndNegativeLimitsAreNamed() {
        SuiteBundle noTools = edited("runs-visible.json", root -> ((ObjectNode) run(root, 2).get("limits")).remove("maxTools"));
        SuiteBundle negative = edited("runs-visible.json", root -> ((ObjectNode) run(root, 2).get("limits")).put("budgetCents", -1));
        SuiteBundle tooManyCalls = edited("runs-visible.json", root -> ((ObjectNode) run(root, 2).get("limits")).put("maxCalls", 1000));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(noTools))
                .hasMessageContaining("run failure-at-the-cost-boundary: has no limits.maxTools");
        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(negative))
                .hasMessageContaining("run failure-at-the-cost-boundary: limits must not be negative");
        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(tooManyCalls))
                .hasMessageContaining("run failure-at-the-cost-boundary: maxCalls is at most 20, is 1000");
    }

    @Test
    void aPropertyWithoutTriesIsNamed() {
        SuiteBundle broken = edited("properties-hidden.json",
                root -> ((ObjectNode) root.get("properties").get(0)).remove("tries"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("properties-hidden.json: ")
                .hasMessageContaining("property random-provider-scripts-hidden: has no tries");
    }

    @Test
    void aCaseFileWithNeitherRunsNorPropertiesIsNamed() {
        TreeMap<String, byte[]> files = new TreeMap<>(WHOLE.files());
        files.put("runs-hidden.json", "{}".getBytes());

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(new SuiteBundle(files)))
                .hasMessageStartingWith("runs-hidden.json: ")
                .hasMessageContaining("an accounting case file holds 'runs' and/or 'properties'");
    }

    private static ObjectNode run(JsonNode root, int index) {
        return (ObjectNode) root.get("runs").get(index);
    }

    private static SuiteBundle edited(String file, Consumer<JsonNode> edit) {
        return TestSuites.edited(WHOLE, file, edit);
    }
}
