package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.sandbox.runtime.AbortKind;
import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.sandbox.runtime.Session;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;

/** Once the fuel is gone it stays gone: a finally block, a retry or a second call aborts too. */
class StickyExhaustionTest {

    private static final AdmissionState STATE = new AdmissionState(0, 3, 0, 10, 100);

    @Test
    void aLoopInFinallyAbortsAndTheFinallyBodyNeverRuns() {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    try {
                        while (true) { }
                    } finally {
                        System.out.println("finally ran");
                        while (true) { }
                    }
                }""").decide(STATE, 10_000, SandboxRun.MEMORY_BYTES);

        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.TIMEOUT);
        assertThat(outcome.fuelUsed()).isEqualTo(10_000);
        assertThat(outcome.stdout()).isEmpty();
    }

    @Test
    void afterExhaustionEveryLaterCallInTheSessionAbortsAtOnce() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                static int calls;
                public Admission decide(AdmissionState s) {
                    calls++;
                    if (calls == 1) { while (true) { } }
                    return Admission.CALL;
                }""");

        SandboxRun.onDedicatedThread(() -> {
            PolicyClassLoader loader = new PolicyClassLoader(prepared.instrumented());
            Class<? extends AdmissionPolicy> type = PolicyLocator.locate(loader, prepared.instrumented().keySet(), AdmissionPolicy.class).learnerClass().asSubclass(AdmissionPolicy.class);
            try (Session session = Sandbox.open(1_000, 1 << 20)) {
                AdmissionPolicy policy = type.getConstructor().newInstance();
                assertThatThrownBy(() -> policy.decide(STATE)).matches(Session::isAbort);
                assertThatThrownBy(() -> policy.decide(STATE)).matches(Session::isAbort);
                assertThatThrownBy(() -> type.getConstructor().newInstance()).cause().matches(Session::isAbort);
                assertThat(session.abort()).contains(AbortKind.FUEL);
                assertThat(session.fuelUsed()).isEqualTo(1_000);
            }
            return null;
        });
    }
}
