package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The extension's four challenges: the recorded transcript replayed with one limit changed. */
class LimitChallengesTest {

    private static final Limits BASE = CourseScripts.LOOP_LIMITS;

    @Test
    void twoModelCallsStopBeforeTheThirdAttempt() {
        LoopResult result = Fixtures.recordedRun(BASE.withModelCalls(2));

        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_CALL_LIMIT);
        assertThat(result.modelCalls()).isEqualTo(2);
        assertThat(result.toolCalls()).isEqualTo(3);
    }

    @Test
    void thirtyCentsAgainstOneHundredAdmitsThreeAttemptsAndRefusesTheFourth() {
        LoopResult result = Fixtures.recordedRun(BASE.withEstimatedCallCents(30).withModelBudgetCents(100));

        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_COST_LIMIT);
        assertThat(result.modelCalls()).isEqualTo(3);
        assertThat(result.toolCalls()).isEqualTo(5);
        assertThat(result.estimatedCostCents()).isEqualTo(90);
    }

    @Test
    void twoToolCallsRefuseTheSecondTurnWithoutAppendingIt() {
        LoopResult result = Fixtures.recordedRun(BASE.withToolCalls(2));

        assertThat(result.status()).isEqualTo(LoopStatus.TOOL_LIMIT);
        assertThat(result.modelCalls()).isEqualTo(2);
        assertThat(result.toolCalls()).isEqualTo(1);
        assertThat(result.messages()).filteredOn(m -> m.role().equals("tool")).hasSize(1);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user", "assistant", "tool");
    }

    @Test
    void callLimitTakesPrecedenceWhenBothLimitsRefuseTheFourthAttempt() {
        LoopResult result = Fixtures.recordedRun(
                BASE.withModelCalls(3).withEstimatedCallCents(30).withModelBudgetCents(100));

        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_CALL_LIMIT);
        assertThat(result.modelCalls()).isEqualTo(3);
        assertThat(result.estimatedCostCents()).isEqualTo(90);
    }
}
