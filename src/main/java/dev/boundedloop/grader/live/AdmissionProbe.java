package dev.boundedloop.grader.live;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.loop.Limits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tools.jackson.databind.json.JsonMapper;

/**
 * A suite made for one live run's limits, graded by the sandbox like any other: it asks the
 * learner's policy every question the loop can ask it under those limits, and nothing else.
 *
 * <p>Under fixed limits the loop's questions do not depend on the model: before attempt {@code k}
 * it asks with {@code usedCalls = k}, the limits' call maximum and budget, the cost of the {@code k}
 * attempts before and the cost of attempt {@code k}; any answer but CALL, or CALL at the maximum,
 * ends the run. So scenario {@code probe-m} (a script of {@code m - 1} tool turns, then an answer)
 * asks exactly the first {@code m} questions, for {@code m} from 1 to the call maximum plus one. The
 * longest one shows where the policy stops the loop; the shortest one that fails shows the question
 * at which the policy threw or ran out of budget.
 */
final class AdmissionProbe {

    static final String CASE_FILE = "scenarios-probe.json";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private AdmissionProbe() {}

    static String caseId(int questions) {
        return "probe-" + questions;
    }

    /** The probe suite: the assignment's own starter and budgets, and one scenario per question count. */
    static Suite suite(Suite assignmentSuite, Limits limits, long draftBudgetCents) {
        Map<String, byte[]> files = new TreeMap<>();
        var a = assignmentSuite.assignment();
        Map<String, Object> assignment = new LinkedHashMap<>();
        assignment.put("id", a.id());
        assignment.put("title", a.title() + " (live-run probe)");
        assignment.put("version", a.version() + "-live-probe");
        assignment.put("starter", "Starter.java");
        assignment.put("hiddenFeedback", a.hiddenFeedback());
        assignment.put("fuelPerCase", a.fuelPerCase());
        assignment.put("memoryBytesPerCase", a.memoryBytesPerCase());
        assignment.put("caseFiles", List.of(CASE_FILE));
        files.put("assignment.json", JSON.writeValueAsBytes(assignment));
        files.put("Starter.java", assignmentSuite.starterSource().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        List<Object> scenarios = new ArrayList<>();
        for (int m = 1; m <= limits.modelCalls() + 1; m++) {
            scenarios.add(scenario(m, limits, draftBudgetCents));
        }
        files.put(CASE_FILE, JSON.writeValueAsBytes(Map.of("scenarios", scenarios)));
        return KindRegistry.suiteLoader().load(SuiteBundle.of(files));
    }

    private static Map<String, Object> scenario(int questions, Limits limits, long draftBudgetCents) {
        Map<String, Object> probeLimits = new LinkedHashMap<>();
        probeLimits.put("modelCalls", limits.modelCalls());
        // Only the policy and the call maximum may end a probe: every other bound is out of reach.
        probeLimits.put("toolCalls", Math.max(limits.toolCalls(), limits.modelCalls() + 1));
        probeLimits.put("seconds", Math.max(limits.seconds(), 1));
        probeLimits.put("contextBytes", Integer.MAX_VALUE);
        probeLimits.put("outputTokens", Math.max(limits.outputTokens(), 1));
        probeLimits.put("totalOutputTokens", Math.max(limits.totalOutputTokens(), 1));
        probeLimits.put("estimatedCallCents", limits.estimatedCallCents());
        probeLimits.put("modelBudgetCents", limits.modelBudgetCents());
        probeLimits.put("costSchedule", limits.costSchedule());
        List<Object> script = new ArrayList<>();
        for (int turn = 1; turn < questions; turn++) {
            script.add(Map.of("calls", List.of(Map.of("name", "list_stock", "arguments", Map.of()))));
        }
        script.add(Map.of("content", "Probe finished."));
        Map<String, Object> scenario = new LinkedHashMap<>();
        scenario.put("id", caseId(questions));
        scenario.put("name", "the policy's first " + questions + " admission answers");
        scenario.put("category", "loop");
        scenario.put("visibility", "VISIBLE");
        scenario.put("limits", probeLimits);
        scenario.put("draftBudgetCents", draftBudgetCents);
        scenario.put("script", script);
        scenario.put("expect", Map.of("status", "COMPLETED"));
        return scenario;
    }
}
