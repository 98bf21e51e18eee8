package dev.boundedloop.grader.cases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import java.nio.charset.StandardCharsets;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** A suite author edits case files by hand: a mistake's message names the file, the field's path and the case. */
class SuiteLoaderMessagesTest {

    private static final SuiteBundle WHOLE = SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve("ch03-unit-a"));

    @Test
    void theProjectsSuiteReads() {
        assertThat(KindRegistry.suiteLoader().load(WHOLE).cases()).hasSizeGreaterThan(50);
    }

    @Test
    void anUnknownFieldNamesTheFileThePathTheCaseAndTheKnownFields() {
        SuiteBundle broken = edited("decisions-hidden.json", root -> decision(root, 3).put("colour", "red"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken)).isInstanceOf(SuiteFormatException.class)
                .hasMessageStartingWith("decisions-hidden.json: decisions[3].colour (case hidden-04) at line ")
                .hasMessageContaining(": unknown field 'colour'; the fields here are ")
                .hasMessageContaining("category, expected, id, name, points, state, visibility")
                .hasMessageNotContaining("AdmissionSpecs");
    }

    @Test
    void aValueOutsideAnEnumNamesTheFieldAndTheValuesItTakes() {
        SuiteBundle broken = edited("decisions-hidden.json", root -> decision(root, 3).put("expected", "MAYBE"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("decisions-hidden.json: decisions[3].expected (case hidden-04) at line ")
                .hasMessageContaining("\"MAYBE\"")
                .hasMessageContaining("MODEL_COST_LIMIT");
    }

    @Test
    void aMissingNumberInANestedObjectNamesItsWholePath() {
        SuiteBundle broken = edited("decisions-hidden.json",
                root -> ((ObjectNode) decision(root, 0).get("state")).putNull("usedCalls"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("decisions-hidden.json: decisions[0].state.usedCalls (case hidden-01) at line ")
                .hasMessageEndingWith(": a value is required here (it is missing or null)")
                .hasMessageNotContaining("DeserializationFeature");
    }

    @Test
    void aWrongTypeDeepInAScenarioScriptNamesTheTurn() {
        SuiteBundle broken = edited("scenarios-hidden.json", root -> ((ObjectNode) root.get("scenarios").get(1)
                .get("script").get(4)).put("outputTokens", "many"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("scenarios-hidden.json: scenarios[1].script[4].outputTokens (case hidden-loop-02) at line ")
                .hasMessageContaining("\"many\"");
    }

    @Test
    void jsonThatDoesNotParseNamesTheLineAndColumn() {
        TreeMap<String, byte[]> files = new TreeMap<>(WHOLE.files());
        files.put("properties-visible.json", "{\n  \"properties\": [\n    {\"id\": \"p\",, }\n  ]\n}\n"
                .getBytes(StandardCharsets.UTF_8));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(new SuiteBundle(files)))
                .hasMessageStartingWith("properties-visible.json: properties[0] at line 3, column ")
                .hasMessageContaining("was expecting double-quote to start property name");
    }

    @Test
    void aCaseThatBindsButIsIncompleteStillNamesItsFileAndCase() {
        SuiteBundle broken = edited("properties-hidden.json",
                root -> ((ObjectNode) root.get("properties").get(1)).remove("seed"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessage("properties-hidden.json: property case hidden-property-loops needs a seed and a number of tries");
    }

    @Test
    void anAssignmentThatNamesNoApiIsAnAdmissionPolicyAssignment() {
        assertThat(KindRegistry.suiteLoader().load(WHOLE).assignment().learnerApi()).isEqualTo(AdmissionKind.API);
    }

    @Test
    void anUnknownLearnerApiIsNamedWithTheOnesThereAre() {
        SuiteBundle broken = edited("assignment.json", root -> ((ObjectNode) root).put("learnerApi", "admission"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken)).isInstanceOf(SuiteFormatException.class)
                .hasMessageStartingWith("assignment.json: unknown learner API 'admission'; the APIs are admission-policy");
    }

    @Test
    void aCaseOfAnotherApisKindIsAnUnknownField() {
        SuiteBundle broken = edited("decisions-hidden.json", root -> ((ObjectNode) root).putArray("loopCases"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageContaining("decisions-hidden.json: ").hasMessageContaining("unknown field 'loopCases'")
                .hasMessageContaining("decisions, properties, scenarios");
    }

    private static ObjectNode decision(JsonNode root, int index) {
        return (ObjectNode) root.get("decisions").get(index);
    }

    private static SuiteBundle edited(String file, Consumer<JsonNode> edit) {
        return TestSuites.edited(WHOLE, file, edit);
    }
}
