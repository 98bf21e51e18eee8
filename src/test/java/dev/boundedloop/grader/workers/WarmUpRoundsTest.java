package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How often a new worker warms up: the pool's setting reaches the worker JVM as a system property. */
class WarmUpRoundsTest {

    @Test
    void withoutTheVariableWorkersWarmUpThreeTimes() {
        assertThat(WorkerPoolSettings.warmUpRoundsFrom(Map.of())).isEqualTo(3);
        assertThat(WorkerPoolSettings.warmUpRoundsFrom(Map.of(WorkerPoolSettings.WARM_UP_ROUNDS_VARIABLE, " "))).isEqualTo(3);
    }

    @Test
    void theVariableSetsTheRounds() {
        assertThat(WorkerPoolSettings.warmUpRoundsFrom(Map.of(WorkerPoolSettings.WARM_UP_ROUNDS_VARIABLE, "0"))).isZero();
        assertThat(WorkerPoolSettings.warmUpRoundsFrom(Map.of(WorkerPoolSettings.WARM_UP_ROUNDS_VARIABLE, " 5 "))).isEqualTo(5);
    }

    @Test
    void aVariableThatIsNoNumberIsRefusedByName() {
        assertThatThrownBy(() -> WorkerPoolSettings.warmUpRoundsFrom(Map.of(WorkerPoolSettings.WARM_UP_ROUNDS_VARIABLE, "many")))
                .hasMessageContaining(WorkerPoolSettings.WARM_UP_ROUNDS_VARIABLE).hasMessageContaining("many");
    }

    @Test
    void negativeRoundsAreRefused() {
        assertThatThrownBy(() -> WorkerPoolSettings.defaults().withWarmUpRounds(-1)).hasMessageContaining("warmUpRounds");
    }

    @Test
    void theWorkerIsToldItsRoundsBesideItsOwnOptions() {
        WorkerStart start = new WorkerStart("some.Main", List.of("-Dother=1")).warmedUp(0);

        assertThat(start.mainClass()).isEqualTo("some.Main");
        assertThat(start.jvmOptions()).containsExactly("-Dother=1", "-D" + WorkerMain.WARM_UP_ROUNDS_PROPERTY + "=0");
    }
}
