package dev.boundedloop.grader.kinds.agentloop;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteFormatException;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** An agent-loop case file's mistakes get messages that name the file and the case, as every case file's do. */
class AgentLoopCaseFileMessagesTest {

    private static final SuiteBundle WHOLE = SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve("l01-agent-loop"));

    @Test
    void anUnknownFieldNamesTheFileThePathAndTheCase() {
        SuiteBundle broken = edited("runs-hidden.json", root -> run(root, 2).put("maxTurn", 3));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken)).isInstanceOf(SuiteFormatException.class)
                .hasMessageStartingWith("runs-hidden.json: runs[2].maxTurn (case loop-cap-one-continue) at line ")
                .hasMessageContaining("unknown field 'maxTurn'")
                .hasMessageContaining("maxTurns");
    }

    @Test
    void aTurnThatBothFailsAndRespondsNamesTheCaseAndTheTurn() {
        SuiteBundle broken = edited("runs-visible.json",
                root -> ((ObjectNode) run(root, 0).get("script").get(1)).put("fail", "provider down"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken)).isInstanceOf(SuiteFormatException.class)
                .hasMessageStartingWith("runs-visible.json: ")
                .hasMessageContaining("run stops-on-end-turn, script[1]: a turn either fails or responds");
    }

    @Test
    void aResponseWithoutAStopReasonNamesTheCaseAndTheTurn() {
        SuiteBundle broken = edited("runs-hidden.json", root -> ((ObjectNode) run(root, 5).get("script").get(0)).remove("stop"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("runs-hidden.json: ")
                .hasMessageContaining("run loop-end-turn-on-last-allowed, script[0]: a response needs both 'text' and 'stop'");
    }

    @Test
    void aMissingOrNegativeCapNamesTheCase() {
        SuiteBundle missing = edited("runs-visible.json", root -> run(root, 1).remove("maxTurns"));
        SuiteBundle negative = edited("runs-visible.json", root -> run(root, 1).put("maxTurns", -1));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(missing))
                .hasMessageStartingWith("runs-visible.json: ")
                .hasMessageContaining("run hits-max-turns-when-model-never-stops has no maxTurns");
        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(negative))
                .hasMessageStartingWith("runs-visible.json: ")
                .hasMessageContaining("run hits-max-turns-when-model-never-stops: maxTurns must be 0..100, is -1");
    }

    @Test
    void anObserverOutsideTheKnownKindsNamesTheValuesItTakes() {
        SuiteBundle broken = edited("runs-visible.json", root -> run(root, 3).put("observer", "SLEEPING"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("runs-visible.json: runs[3].observer (case on-step-fires-once-per-turn) at line ")
                .hasMessageContaining("SLEEPING")
                .hasMessageContaining("MUTATING");
    }

    @Test
    void aPropertyWithoutTriesNamesTheCase() {
        SuiteBundle broken = edited("properties-hidden.json",
                root -> ((ObjectNode) root.get("properties").get(0)).remove("tries"));

        assertThatThrownBy(() -> KindRegistry.suiteLoader().load(broken))
                .hasMessageStartingWith("properties-hidden.json: ")
                .hasMessageContaining("property case loop-property-hidden needs a seed and a number of tries");
    }

    private static ObjectNode run(JsonNode root, int index) {
        return (ObjectNode) root.get("runs").get(index);
    }

    private static SuiteBundle edited(String file, Consumer<JsonNode> edit) {
        return TestSuites.edited(WHOLE, file, edit);
    }
}
