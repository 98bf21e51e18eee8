package dev.boundedloop.grader.kinds.admission;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loop property's scenarios in order. They depend only on the suite's seed and tries, and
 * generating them again for every submission was a sixth of the property's work, so a property of
 * up to {@link #MAX_KEPT_TRIES} tries is generated once and kept (scenarios are immutable, so one
 * list serves every grading). A larger one is generated as it is read, so its memory stays flat.
 */
final class GeneratedScenarios {

    static final int MAX_KEPT_TRIES = 2_000;
    private static final int MAX_KEPT_SCENARIOS = 50_000;
    private static final Map<String, List<LoopScenario>> KEPT = new ConcurrentHashMap<>();
    private static final AtomicInteger keptScenarios = new AtomicInteger();

    private GeneratedScenarios() {}

    /** @param key names the property uniquely within all suites, e.g. the suite's sha256, the case id and its seed */
    static Iterator<LoopScenario> of(String key, PropertyCase property) {
        List<LoopScenario> kept = KEPT.get(key);
        if (kept != null) {
            return kept.iterator();
        }
        if (property.tries() > MAX_KEPT_TRIES || keptScenarios.get() + property.tries() > MAX_KEPT_SCENARIOS) {
            return generated(property);
        }
        List<LoopScenario> all = new ArrayList<>(property.tries());
        generated(property).forEachRemaining(all::add);
        List<LoopScenario> immutable = List.copyOf(all);
        if (KEPT.putIfAbsent(key, immutable) == null) {
            keptScenarios.addAndGet(immutable.size());
        }
        return immutable.iterator();
    }

    private static Iterator<LoopScenario> generated(PropertyCase property) {
        ScenarioGenerator generator = new ScenarioGenerator(property.seed());
        return new Iterator<>() {
            private int attempt;

            @Override
            public boolean hasNext() {
                return attempt < property.tries();
            }

            @Override
            public LoopScenario next() {
                attempt++;
                return generator.next(property.header().id() + "-" + attempt);
            }
        };
    }
}
