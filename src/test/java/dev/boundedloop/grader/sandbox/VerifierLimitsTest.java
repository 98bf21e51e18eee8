package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class VerifierLimitsTest {

    @Test
    void moreThanSixtyFourClassesIsAViolation() {
        String nested = IntStream.range(0, 70).mapToObj(i -> "static class C" + i + " {}").collect(Collectors.joining("\n"));
        SandboxRun.Prepared prepared = Sources.prepare(nested + """

                public Admission decide(AdmissionState s) { return Admission.CALL; }""");

        assertThat(prepared.compiled().classes()).hasSize(71);
        assertThat(prepared.violations()).extracting(Violation::target).containsExactly("<submission>#<classes>");
    }

    @Test
    void moreThan256KibOfClassesIsAViolation() {
        String constants = IntStream.range(0, 5)
                .mapToObj(i -> "static final String S" + i + " = \"" + String.valueOf(i).repeat(60_000) + "\";")
                .collect(Collectors.joining("\n"));
        SandboxRun.Prepared prepared = Sources.prepare(constants + """

                public Admission decide(AdmissionState s) { return Admission.CALL; }""");

        assertThat(prepared.violations()).extracting(Violation::target).containsExactly("<submission>#<bytes>");
    }

    @Test
    void aPlainPolicyHasNoViolations() {
        SandboxRun.Prepared prepared = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    return s.usedCalls() >= s.maxCalls() ? Admission.MODEL_CALL_LIMIT : Admission.CALL;
                }""");

        assertThat(prepared.violations()).isEmpty();
    }
}
