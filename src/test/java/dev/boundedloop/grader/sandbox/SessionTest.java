package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.sandbox.runtime.Session;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;

/** Budgets belong to a thread, and learner code never runs without them. */
class SessionTest {

    @Test
    void aThreadHasAtMostOneOpenSession() {
        SandboxRun.onDedicatedThread(() -> {
            try (Session session = Sandbox.open(10, 10)) {
                assertThatThrownBy(() -> Sandbox.open(10, 10)).isInstanceOf(IllegalStateException.class);
            }
            try (Session again = Sandbox.open(10, 10)) {
                assertThat(again.fuelUsed()).isZero();
            }
            return null;
        });
    }

    @Test
    void onlyTheOpeningThreadMayCloseASession() {
        Session session = SandboxRun.onDedicatedThread(() -> Sandbox.open(10, 10));

        assertThatThrownBy(session::close).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void negativeBudgetsAreRefused() {
        assertThatThrownBy(() -> Sandbox.open(-1, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sessionsOnDifferentThreadsKeepTheirOwnBudgets() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    for (int i = 0; i < s.usedCalls(); i++) { }
                    return Admission.CALL;
                }""");

        long small = prepared.decide(new AdmissionState(10, 100, 0, 0, 0)).fuelUsed();
        long large = prepared.decide(new AdmissionState(90, 100, 0, 0, 0)).fuelUsed();

        assertThat(large - small).isEqualTo(80);
    }

    @Test
    void learnerCodeOnAThreadWithoutASessionHasNoFuel() throws Exception {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) { return Admission.CALL; }""");
        PolicyClassLoader loader = new PolicyClassLoader(prepared.instrumented());
        Class<? extends AdmissionPolicy> type = PolicyLocator.locate(loader, prepared.instrumented().keySet(), AdmissionPolicy.class).learnerClass().asSubclass(AdmissionPolicy.class);

        assertThatThrownBy(() -> type.getConstructor().newInstance())
                .cause().matches(Session::isAbort).hasMessageContaining("without a sandbox session");
    }
}
