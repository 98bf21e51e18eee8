package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;

/**
 * Recomputing stack map frames needs the common superclass of learner types that meet at a
 * branch. The instrumenter must find it from the class files: learner classes are not on the
 * grader's class path, and loading them would run their code.
 */
class FrameComputationTest {

    @Test
    void learnerTypesThatMeetAtABranchGetTheirCommonLearnerSuperclass() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                abstract static class Rule { abstract Admission apply(AdmissionState s); }
                static final class Calls extends Rule {
                    Admission apply(AdmissionState s) { return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : null; }
                }
                static final class Money extends Rule {
                    Admission apply(AdmissionState s) {
                        return s.spentCents() + s.nextCostCents() > s.budgetCents() ? Admission.MODEL_COST_LIMIT : null;
                    }
                }
                static final class Failure extends IllegalStateException { }
                static final class Other extends IllegalArgumentException { }
                public Admission decide(AdmissionState s) {
                    Admission answer = null;
                    for (int i = 0; i < 2 && answer == null; i++) {
                        Rule rule = i == 0 ? new Calls() : new Money();
                        answer = rule.apply(s);
                    }
                    RuntimeException unused = answer == null ? new Failure() : new Other();
                    return answer == null ? Admission.CALL : answer;
                }""");

        assertThat(prepared.decide(new AdmissionState(1, 2, 5, 5, 10)).admission()).isEqualTo(Admission.CALL);
        assertThat(prepared.decide(new AdmissionState(2, 2, 5, 5, 10)).admission()).isEqualTo(Admission.MODEL_CALL_LIMIT);
        assertThat(prepared.decide(new AdmissionState(1, 2, 5, 6, 10)).admission()).isEqualTo(Admission.MODEL_COST_LIMIT);
    }
}
