package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.loop.BoundedLoop;
import dev.boundedloop.loop.CourseScripts;
import dev.boundedloop.loop.InMemoryDraftStore;
import dev.boundedloop.loop.LoopResult;
import dev.boundedloop.loop.Message;
import dev.boundedloop.loop.ScriptedModel;
import dev.boundedloop.loop.ShopFixture;
import dev.boundedloop.loop.ShopToolkit;
import dev.boundedloop.loop.ShopTools;
import dev.boundedloop.loop.TranscriptJson;
import dev.boundedloop.policy.AdmissionPolicy;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;

/** Runs a scenario's script through the real bounded loop with a given policy deciding admission. */
final class ScenarioRunner {

    /**
     * Grading runs on a stopped clock: wall time must never decide a verdict, or the same source
     * could grade differently on a loaded machine. Runaway learner code is bounded by fuel instead.
     */
    private static final Clock STOPPED = Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC);

    private ScenarioRunner() {}

    record Run(RunObservation observation, List<Map<String, Object>> transcript) {}

    static Run run(LoopScenario scenario, AdmissionPolicy policy) {
        ShopToolkit shop = ShopTools.build(ShopFixture.standard(), scenario.draftBudgetCents(), new InMemoryDraftStore());
        LoopResult result = new BoundedLoop(policy, scenario.limits())
                .withClock(STOPPED)
                .run(new ScriptedModel(scenario.script()), shop.dispatcher(), opening(scenario.opening()));
        return new Run(RunObservation.of(result, shop.ledger()), TranscriptJson.toJson(result.messages()));
    }

    private static List<Message> opening(LoopScenario.Opening opening) {
        return switch (opening) {
            case COURSE -> CourseScripts.LOOP_MESSAGES;
            case NOTEBOOK -> CourseScripts.INITIAL_MESSAGES;
        };
    }
}
