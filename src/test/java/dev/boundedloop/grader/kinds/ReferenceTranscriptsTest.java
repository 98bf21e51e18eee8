package dev.boundedloop.grader.kinds;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.kinds.admission.DecisionCase;
import dev.boundedloop.grader.kinds.admission.LoopScenario;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The learner page's side-by-side view has a reference run for the loop cases of every kind that runs a loop. */
class ReferenceTranscriptsTest {

    @Test
    void anAgentLoopCaseHasTheReferenceLoopsTranscript() {
        Suite suite = TestSuites.whole("l01-agent-loop");

        List<Map<String, Object>> messages = KindRegistry.KINDS.of(suite).referenceTranscript(suite, "transcript-alternates-user-assistant")
                .orElseThrow().messages();

        assertThat(messages).isNotEmpty();
        assertThat(messages).extracting(m -> m.get("role")).contains("user", "assistant");
    }

    @Test
    void anAdmissionScenarioHasOneAndADecisionCaseHasNone() {
        Suite suite = TestSuites.whole("ch03-unit-a");
        String scenario = suite.cases().stream().filter(c -> c instanceof LoopScenario)
                .findFirst().orElseThrow().header().id();
        String decision = suite.cases().stream().filter(c -> c instanceof DecisionCase)
                .findFirst().orElseThrow().header().id();

        assertThat(KindRegistry.KINDS.of(suite).referenceTranscript(suite, scenario)).isPresent();
        assertThat(KindRegistry.KINDS.of(suite).referenceTranscript(suite, decision)).isEmpty();
        assertThat(KindRegistry.KINDS.of(suite).referenceTranscript(suite, "no-such-case")).isEmpty();
    }
}
