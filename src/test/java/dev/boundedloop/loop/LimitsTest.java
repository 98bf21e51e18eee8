package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Limits: the design's defaults, validation that names the field, and the per-attempt cost. */
class LimitsTest {

    @Test
    void defaultsAreTheDesignsValues() {
        assertThat(Limits.defaults())
                .isEqualTo(new Limits(8, 16, 60, 32_768, 1024, 4096, 0, 100, List.of()));
    }

    @Test
    void courseLimitsAreTheExtensionsValues() {
        assertThat(CourseScripts.LOOP_LIMITS)
                .isEqualTo(new Limits(8, 16, 120, 32_768, 4096, 16_384, 2, 20, List.of()));
    }

    static Stream<Arguments> negativeValues() {
        Limits d = Limits.defaults();
        return Stream.of(
                Arguments.of((Supplier<Limits>) () -> d.withModelCalls(-1), "modelCalls must be >= 0, was -1"),
                Arguments.of((Supplier<Limits>) () -> d.withToolCalls(-2), "toolCalls must be >= 0, was -2"),
                Arguments.of((Supplier<Limits>) () -> d.withSeconds(-3), "seconds must be >= 0, was -3"),
                Arguments.of((Supplier<Limits>) () -> d.withContextBytes(-4), "contextBytes must be >= 0, was -4"),
                Arguments.of((Supplier<Limits>) () -> d.withOutputTokens(-5), "outputTokens must be >= 0, was -5"),
                Arguments.of((Supplier<Limits>) () -> d.withTotalOutputTokens(-6), "totalOutputTokens must be >= 0, was -6"),
                Arguments.of((Supplier<Limits>) () -> d.withEstimatedCallCents(-7), "estimatedCallCents must be >= 0, was -7"),
                Arguments.of((Supplier<Limits>) () -> d.withModelBudgetCents(-8), "modelBudgetCents must be >= 0, was -8"),
                Arguments.of((Supplier<Limits>) () -> d.withCostSchedule(List.of(1L, -9L)), "costSchedule[1] must be >= 0, was -9"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("negativeValues")
    void negativeValuesAreRejectedNamingTheField(Supplier<Limits> build, String message) {
        assertThatThrownBy(build::get).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void costScheduleRejectsNullEntriesAndANullList() {
        assertThatThrownBy(() -> Limits.defaults().withCostSchedule(Arrays.asList(1L, null)))
                .hasMessage("costSchedule[1] must not be null");
        assertThatThrownBy(() -> Limits.defaults().withCostSchedule(null)).hasMessage("costSchedule must not be null");
    }

    @Test
    void zeroLimitsAreValid() {
        assertThat(new Limits(0, 0, 0, 0, 0, 0, 0, 0, List.of()).modelCalls()).isZero();
    }

    @Test
    void eachAttemptCostsItsScheduledAmountThenTheEstimate() {
        Limits limits = Limits.defaults().withEstimatedCallCents(2).withCostSchedule(List.of(5L, 0L, 9L));

        assertThat(List.of(limits.costOfAttempt(0), limits.costOfAttempt(1), limits.costOfAttempt(2),
                limits.costOfAttempt(3), limits.costOfAttempt(100))).containsExactly(5L, 0L, 9L, 2L, 2L);
        assertThat(Limits.defaults().withEstimatedCallCents(3).costOfAttempt(0)).isEqualTo(3);
        assertThatThrownBy(() -> limits.costOfAttempt(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theScheduleIsCopiedSoTheCallerCannotChangeItLater() {
        List<Long> schedule = new ArrayList<>(List.of(1L));
        Limits limits = Limits.defaults().withCostSchedule(schedule);

        schedule.set(0, 50L);

        assertThat(limits.costOfAttempt(0)).isEqualTo(1);
        assertThatThrownBy(() -> limits.costSchedule().add(3L)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void eachWitherChangesOnlyItsField() {
        Limits d = Limits.defaults();

        assertThat(d.withModelCalls(1)).isEqualTo(new Limits(1, 16, 60, 32_768, 1024, 4096, 0, 100, List.of()));
        assertThat(d.withToolCalls(1)).isEqualTo(new Limits(8, 1, 60, 32_768, 1024, 4096, 0, 100, List.of()));
        assertThat(d.withSeconds(1)).isEqualTo(new Limits(8, 16, 1, 32_768, 1024, 4096, 0, 100, List.of()));
        assertThat(d.withContextBytes(1)).isEqualTo(new Limits(8, 16, 60, 1, 1024, 4096, 0, 100, List.of()));
        assertThat(d.withOutputTokens(1)).isEqualTo(new Limits(8, 16, 60, 32_768, 1, 4096, 0, 100, List.of()));
        assertThat(d.withTotalOutputTokens(1)).isEqualTo(new Limits(8, 16, 60, 32_768, 1024, 1, 0, 100, List.of()));
        assertThat(d.withEstimatedCallCents(1)).isEqualTo(new Limits(8, 16, 60, 32_768, 1024, 4096, 1, 100, List.of()));
        assertThat(d.withModelBudgetCents(1)).isEqualTo(new Limits(8, 16, 60, 32_768, 1024, 4096, 0, 1, List.of()));
        assertThat(d.withCostSchedule(List.of(1L))).isEqualTo(new Limits(8, 16, 60, 32_768, 1024, 4096, 0, 100, List.of(1L)));
    }
}
