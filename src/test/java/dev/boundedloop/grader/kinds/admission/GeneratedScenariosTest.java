package dev.boundedloop.grader.kinds.admission;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Kept or generated as read, a loop property's scenarios are those its seed generates, in order. */
class GeneratedScenariosTest {

    private static final PropertyCase LOOPS = TestSuites.whole("ch03-unit-a").cases().stream()
            .filter(c -> c instanceof PropertyCase p && p.kind() == PropertyCase.Kind.LOOP_RUNS)
            .map(PropertyCase.class::cast).findFirst().orElseThrow();

    @Test
    void aKeptPropertyReadsAsItsSeedGeneratesItEveryTime() {
        String key = "test/" + LOOPS.header().id() + "/" + LOOPS.seed();
        List<LoopScenario> expected = generate(LOOPS);
        assertThat(read(GeneratedScenarios.of(key, LOOPS))).isEqualTo(expected);
        assertThat(read(GeneratedScenarios.of(key, LOOPS))).isEqualTo(expected);
    }

    @Test
    void aPropertyTooLargeToKeepIsGeneratedAsItIsRead() {
        PropertyCase large = new PropertyCase(LOOPS.header(), LOOPS.kind(), 99, GeneratedScenarios.MAX_KEPT_TRIES + 1);
        String key = "test/large/" + large.seed();
        Iterator<LoopScenario> first = GeneratedScenarios.of(key, large);
        Iterator<LoopScenario> second = GeneratedScenarios.of(key, large);
        assertThat(first).isNotSameAs(second);
        assertThat(read(first)).isEqualTo(generate(large)).hasSize(large.tries());
    }

    private static List<LoopScenario> generate(PropertyCase property) {
        ScenarioGenerator generator = new ScenarioGenerator(property.seed());
        List<LoopScenario> scenarios = new ArrayList<>();
        for (int attempt = 1; attempt <= property.tries(); attempt++) {
            scenarios.add(generator.next(property.header().id() + "-" + attempt));
        }
        return scenarios;
    }

    private static List<LoopScenario> read(Iterator<LoopScenario> scenarios) {
        List<LoopScenario> read = new ArrayList<>();
        scenarios.forEachRemaining(read::add);
        return read;
    }
}
