package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * "Bound the next attempt": a failed admitted attempt still consumes a call and its exposure. The
 * notebook's example retries after each failure, while this loop ends a run at its first failure, so
 * the example is expressed as three runs whose k-th attempt fails.
 */
class FailingProviderCostTest {

    private static final Limits THREE_AT_TWO_AGAINST_SIX =
            Limits.defaults().withModelCalls(3).withEstimatedCallCents(2).withModelBudgetCents(6);

    /** Answers with successful tool turns, then fails on the given attempt; it counts every attempt. */
    static final class FailsOnAttempt implements Model {
        private final int failingAttempt;
        int attempts;

        FailsOnAttempt(int failingAttempt) {
            this.failingAttempt = failingAttempt;
        }

        @Override
        public ModelTurn complete(List<Message> transcript, List<Map<String, Object>> schemas, Duration timeout,
                int maxOutputTokens) throws ModelError {
            attempts++;
            if (attempts == failingAttempt) {
                throw new ModelError("authored provider failure");
            }
            return new ModelTurn("", List.of(new ToolCall("stock-" + attempts, "list_stock", Map.of())), 0);
        }
    }

    @Test
    void aProviderThatAlwaysFailsStillCostsTheAttempt() {
        FailsOnAttempt model = new FailsOnAttempt(1);

        LoopResult result = Fixtures.referenceLoop(THREE_AT_TWO_AGAINST_SIX)
                .run(model, Fixtures.shopToolkit().dispatcher(), CourseScripts.INITIAL_MESSAGES);

        assertThat(model.attempts).isEqualTo(1);
        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_FAILED);
        assertThat(result.modelCalls()).isEqualTo(1);
        assertThat(result.estimatedCostCents()).isEqualTo(2);
        assertThat(Fixtures.roles(result.messages())).containsExactly("system", "user");
    }

    @Test
    void theNotebooksThreeFailedAttemptsAreChargedTwoFourSix() {
        List<List<Object>> events = new ArrayList<>();
        for (int attempt = 1; attempt <= 3; attempt++) {
            FailsOnAttempt model = new FailsOnAttempt(attempt);
            LoopResult result = Fixtures.referenceLoop(THREE_AT_TWO_AGAINST_SIX)
                    .run(model, Fixtures.shopToolkit().dispatcher(), CourseScripts.INITIAL_MESSAGES);
            assertThat(model.attempts).isEqualTo(result.modelCalls());
            events.add(List.of(result.modelCalls(), result.estimatedCostCents(), result.status()));
        }

        assertThat(events).containsExactly(
                List.of(1, 2L, LoopStatus.MODEL_FAILED),
                List.of(2, 4L, LoopStatus.MODEL_FAILED),
                List.of(3, 6L, LoopStatus.MODEL_FAILED));
        // With all three charged, neither limit admits a fourth attempt.
        assertThat(new ReferencePolicy().decide(new AdmissionState(3, 3, 6, 2, 6))).isEqualTo(Admission.MODEL_CALL_LIMIT);
        assertThat(new ReferencePolicy().decide(new AdmissionState(3, 4, 6, 2, 6))).isEqualTo(Admission.MODEL_COST_LIMIT);
    }

    @ParameterizedTest
    @ValueSource(strings = {"model error", "runtime exception"})
    void aModelFailureOfEitherKindEndsTheRunAsModelFailed(String kind) {
        Model failing = (transcript, schemas, timeout, tokens) -> {
            if (kind.equals("model error")) {
                throw new ModelError("provider unreachable");
            }
            throw new IllegalStateException("client bug");
        };

        LoopResult result = Fixtures.referenceLoop(THREE_AT_TWO_AGAINST_SIX)
                .run(failing, Fixtures.shopToolkit().dispatcher(), CourseScripts.INITIAL_MESSAGES);

        assertThat(result.status()).isEqualTo(LoopStatus.MODEL_FAILED);
        assertThat(result.modelCalls()).isEqualTo(1);
        assertThat(result.estimatedCostCents()).isEqualTo(2);
    }
}
