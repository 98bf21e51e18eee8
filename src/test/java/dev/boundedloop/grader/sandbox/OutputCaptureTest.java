package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.policy.AdmissionState;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

/**
 * Learner output goes to a capped capture per session, never to the real standard streams, which
 * will carry a worker's protocol.
 */
class OutputCaptureTest {

    private static final AdmissionState STATE = new AdmissionState(0, 3, 0, 10, 100);

    @Test
    void outputIsCappedMarkedAndNeverReachesTheRealStreams() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    for (int i = 0; i < 10_000; i++) {
                        System.out.println("line " + i);
                        System.err.print('e');
                    }
                    System.out.printf("%s%n", "after the cap");
                    return Admission.CALL;
                }""");
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        ByteArrayOutputStream leaked = new ByteArrayOutputStream();
        SandboxRun.Outcome outcome;
        try {
            System.setOut(new PrintStream(leaked, true));
            System.setErr(new PrintStream(leaked, true));
            outcome = prepared.decide(STATE);
        } finally {
            System.setOut(realOut);
            System.setErr(realErr);
        }

        assertThat(leaked.size()).isZero();
        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.RETURNED);
        assertThat(outcome.stdout()).startsWith("line 0\nline 1\n").endsWith("\n[truncated]")
                .doesNotContain("after the cap");
        assertThat(outcome.stdout().length()).isEqualTo(Sandbox.OUTPUT_CAP_BYTES + "\n[truncated]".length());
        assertThat(outcome.stderr()).isEqualTo("e".repeat(Sandbox.OUTPUT_CAP_BYTES) + "\n[truncated]");
    }

    @Test
    void shortOutputIsKeptWhole() {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    System.out.println("used " + s.usedCalls());
                    System.err.println("no problem");
                    return Admission.CALL;
                }""").decide(STATE);

        assertThat(outcome.stdout()).isEqualTo("used 0\n");
        assertThat(outcome.stderr()).isEqualTo("no problem\n");
    }
}
