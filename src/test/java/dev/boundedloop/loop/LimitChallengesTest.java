package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The extension's four challenges: the recorded transcript replayed with one limit changed. */
class LimitChallengesTest {

    private static final Limits BASE = CourseScripts.LOOP_LIMITS;

    @Test
    void twoModelCallsStopBeforeTheThirdAttempt() {
        LoopResult result = Fixtures.recordedRun(BASE.withModelCalls(2));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.MODEL_CALL_LIMIT, 2, 3, 4L);
    }

    @Test
    void thirtyCentsAgainstOneHundredAdmitsThreeAttemptsAndRefusesTheFourth() {
        LoopResult result = Fixtures.recordedRun(BASE.withEstimatedCallCents(30).withModelBudgetCents(100));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.MODEL_COST_LIMIT, 3, 5, 90L);
    }

    @Test
    void twoToolCallsRefuseTheSecondTurnWithoutAppendingIt() {
        LoopResult result = Fixtures.recordedRun(BASE.withToolCalls(2));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.TOOL_LIMIT, 2, 1, 4L);
        assertThat(result.messages()).filteredOn(m -> m.role().equals("tool")).hasSize(1);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant", "tool");
    }

    @Test
    void callLimitTakesPrecedenceWhenBothLimitsRefuseTheFourthAttempt() {
        LoopResult result = Fixtures.recordedRun(
                BASE.withModelCalls(3).withEstimatedCallCents(30).withModelBudgetCents(100));

        assertThat(Fixtures.counts(result)).containsExactly(LoopStatus.MODEL_CALL_LIMIT, 3, 5, 90L);
    }
}
