package dev.boundedloop.grader.kinds.admission;

import dev.boundedloop.loop.ReferencePolicy;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The reference policy's runs, computed once per scenario: they depend only on the suite, and
 * half of every loop case's work would otherwise be rerunning them for each submission.
 */
final class ReferenceRuns {

    private static final int MAX_ENTRIES = 100_000;
    private static final Map<String, RunObservation> RUNS = new ConcurrentHashMap<>();

    private ReferenceRuns() {}

    /** @param key names the scenario uniquely within all suites, e.g. the suite's sha256 and the case id */
    static RunObservation of(String key, LoopScenario scenario) {
        RunObservation cached = RUNS.get(key);
        if (cached != null) {
            return cached;
        }
        RunObservation run = ScenarioRunner.run(scenario, new ReferencePolicy()).observation();
        if (RUNS.size() < MAX_ENTRIES) {
            RUNS.put(key, run);
        }
        return run;
    }
}
