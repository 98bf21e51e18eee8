package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.policy.AdmissionState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Arrays are charged before they are allocated: a 16-byte header plus the elements, with
 * references at 4 bytes, and every level of a multi-dimensional array.
 */
class ArrayMeteringTest {

    private static final AdmissionState STATE = new AdmissionState(0, 3, 0, 10, 100);

    @ParameterizedTest(name = "{0} costs {1} bytes")
    @CsvSource(delimiter = '|', value = {
        "new long[5]            | 56",
        "new boolean[3]         | 19",
        "new String[4]          | 32",
        "new int[2][3]          | 80",
        "new int[3][]           | 28",
        "new long[2][0][7]      | 56",
        "new byte[2][3][4]      | 200",
        "new int[0][1 << 30]    | 16"})
    void anAllocationIsChargedItsSize(String allocation, long bytes) {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    Object array = %s;
                    return Admission.CALL;
                }""".formatted(allocation)).decide(STATE);

        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.RETURNED);
        assertThat(outcome.memoryUsed()).isEqualTo(bytes);
    }

    @Test
    void aHugeMultiArrayIsRefusedBeforeAnyOfItIsAllocated() {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    long[][] grid = new long[1 << 15][1 << 15];
                    return Admission.CALL;
                }""").decide(STATE);

        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.MEMORY_LIMIT);
        assertThat(outcome.memoryUsed()).isZero();
    }

    @Test
    void theBudgetCountsEveryAllocationNotJustTheLargest() {
        SandboxRun.Outcome outcome = Sources.prepare("""
                public Admission decide(AdmissionState s) {
                    for (int i = 0; i < 100; i++) {
                        long[] chunk = new long[1000];
                    }
                    return Admission.CALL;
                }""").decide(STATE, SandboxRun.FUEL, 50 * 8016);

        assertThat(outcome.kind()).isEqualTo(SandboxRun.Kind.MEMORY_LIMIT);
        assertThat(outcome.memoryUsed()).isEqualTo(50 * 8016);
    }
}
