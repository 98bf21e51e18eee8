package dev.boundedloop.grader.kinds.agentloop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * What a case file declares a run ends with is checked against the reference loop: a declaration
 * that contradicts it is a suite problem, and it costs even a correct loop the case, saying why.
 */
@ProcessTest
class AgentLoopDeclarationsTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String CASE = "hits-max-turns-when-model-never-stops";

    @Test
    void theProjectsDeclarationsAreWhatTheReferenceLoopDoes() {
        assertThat(AgentLoopDeclaredCheck.problems(TestSuites.whole("l01-agent-loop"))).isEmpty();
    }

    @Test
    void aDeclarationTheReferenceContradictsIsNamedAndCostsACorrectLoopTheCase() throws Exception {
        Suite wrongDeclaration = KindRegistry.suiteLoader().load(declaringFourTurns());

        assertThat(AgentLoopDeclaredCheck.problems(wrongDeclaration))
                .containsExactly(CASE + ": the case declares 4 turns, the reference run gave 3");

        GradingReport report = SandboxedGrader.create(KindRegistry.KINDS).grade(wrongDeclaration,
                Files.readAllBytes(TestSuites.FOLDER.resolve("l01-agent-loop").resolve("catalogue/correct/Reference.java")));
        CaseResult result = report.cases().stream().filter(c -> c.id().equals(CASE)).findFirst().orElseThrow();
        assertThat(result.outcome()).isEqualTo(CaseOutcome.FAIL);
        assertThat(result.message()).isEqualTo("the case declares 4 turns, this run gave 3");
    }

    private static SuiteBundle declaringFourTurns() {
        SuiteBundle whole = SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve("l01-agent-loop"));
        JsonNode root = JSON.readTree(whole.read("runs-visible.json"));
        ((ObjectNode) root.get("runs").get(1).get("expect")).put("turns", 4);
        TreeMap<String, byte[]> files = new TreeMap<>(whole.files());
        files.put("runs-visible.json", JSON.writeValueAsString(root).getBytes(StandardCharsets.UTF_8));
        return new SuiteBundle(files);
    }
}
