package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.ModelException;
import dev.boundedloop.references.ReferenceAgentLoop;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs an agent loop once on a case's script, with a fresh scripted model and observer, and
 * observes it. For a learner's loop, call it inside the case's isolation: it runs learner code and
 * reads what that code returned. Any exception but the model's own is the loop's to explain, and
 * propagates.
 */
final class AgentLoopHarness {

    private AgentLoopHarness() {}

    /** What came of the run; {@code nullResult} when the loop returned null instead of a result. */
    record Observed(AgentLoopObservation observation, boolean nullResult) {}

    static Observed run(AgentLoop loop, AgentLoopRun run) {
        AgentLoopScriptedModel model = new AgentLoopScriptedModel(run.script());
        AgentLoopRecorder recorder = run.observer() == AgentLoopObserver.NONE ? null : new AgentLoopRecorder(run.observer());
        LoopSettings settings = new LoopSettings(model, run.maxTurns(), run.system(), recorder);
        AgentLoopObservation.Ending ending;
        boolean nullResult = false;
        try {
            LoopResult result = loop.run(settings, run.prompt());
            if (result == null) {
                nullResult = true;
                ending = AgentLoopObservation.Ending.threw("returned null instead of a result");
            } else {
                if (result.transcript() == null) {
                    throw new NullPointerException("the result has no transcript");
                }
                ending = new AgentLoopObservation.Ending(result.finalText(), result.stopReason(), result.turns(),
                        AgentLoopCopies.messages(result.transcript(), "the result's transcript"), null);
            }
        } catch (ModelException failure) {
            ending = AgentLoopObservation.Ending.threw(model.describe(failure));
        }
        List<AgentLoopRecorder.Step> steps = recorder == null ? List.of() : recorder.settle();
        return new Observed(new AgentLoopObservation(model.calls(), model.callCount(), steps,
                recorder == null ? 0 : recorder.stepCount(), ending), nullResult);
    }

    /** The reference loop's run of the same case: what every learner's run is held to. */
    static AgentLoopObservation reference(AgentLoopRun run) {
        return run(new ReferenceAgentLoop(), run).observation();
    }

    /** A run's case input as a report shows it. */
    static Map<String, Object> describe(AgentLoopRun run) {
        Map<String, Object> input = new LinkedHashMap<>();
        input.put("maxTurns", run.maxTurns());
        input.put("system", run.system() == null ? "(none)" : run.system());
        input.put("prompt", run.prompt());
        input.put("observer", run.observer().name().toLowerCase());
        input.put("script", run.script().stream()
                .map(t -> t.fails() ? "throws \"" + t.failure() + "\"" : t.stopReason() + ": " + t.text()).toList());
        return input;
    }

    /** The transcript a run's result holds, in the course's JSON shape, for the report's transcript view. */
    static List<Map<String, Object>> transcriptJson(AgentLoopObservation observation) {
        List<Message> transcript = observation.ending().returned() ? observation.ending().transcript() : List.of();
        return transcript.stream().<Map<String, Object>>map(m -> {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("role", m.role());
            json.put("content", AgentLoopCopies.shown(m.content()));
            return json;
        }).toList();
    }
}
