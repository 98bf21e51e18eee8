package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.policy.AdmissionState;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every hostile source in {@code sandbox/redteam} gets the verdict its first line promises. */
@ProcessTest
class RedTeamCorpusTest {

    private static final List<AdmissionState> STATES = List.of(
            new AdmissionState(0, 3, 0, 10, 100),
            new AdmissionState(3, 3, 0, 10, 100),
            new AdmissionState(1, 3, 95, 10, 100));

    static Stream<Path> redTeam() {
        return Corpus.files("redteam");
    }

    @Test
    void theCorpusIsLargeEnoughToMeanSomething() {
        assertThat(redTeam().count()).isGreaterThanOrEqualTo(40);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("redTeam")
    void eachHostileSourceGetsTheVerdictItPromises(Path file) {
        Expectation expected = Expectation.of(file);
        Assumptions.assumeTrue(expected.verdict() != Expectation.Verdict.COMPILE_BOUNDED,
                "javac bombs are bounded by the worker's compile deadline, not in this phase");
        SandboxRun.Prepared prepared = SandboxRun.prepare(file);
        if (expected.verdict() == Expectation.Verdict.COMPILE_ERROR) {
            assertThat(prepared.compiled().succeeded()).isFalse();
            return;
        }
        assertThat(prepared.compiled().errors()).as("javac").isEmpty();
        if (expected.verdict() == Expectation.Verdict.REJECTED) {
            assertThat(prepared.violations()).extracting(Violation::target).contains(expected.detail());
            return;
        }
        assertThat(prepared.violations()).as("the verifier must let it through to the runtime").isEmpty();
        for (AdmissionState state : STATES) {
            assertRuntimeVerdict(expected, state, prepared.decide(state));
        }
    }

    private static void assertRuntimeVerdict(Expectation expected, AdmissionState state, SandboxRun.Outcome outcome) {
        switch (expected.verdict()) {
            case TIMEOUT -> assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.TIMEOUT);
            case MEMORY_LIMIT -> assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.MEMORY_LIMIT);
            case ERROR -> {
                assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.ERROR);
                assertThat(outcome.error()).startsWith(expected.detail() + ":");
            }
            case OUTPUT_TRUNCATED -> {
                assertThat(outcome.kind()).as("%s", outcome).isEqualTo(SandboxRun.Kind.RETURNED);
                assertThat(outcome.admission()).isEqualTo(Corpus.reference(state));
                String captured = outcome.stdout() + outcome.stderr();
                assertThat(captured).endsWith("[truncated]");
                assertThat(captured.length()).isLessThan(2 * Sandbox.OUTPUT_CAP_BYTES + 64);
            }
            default -> throw new IllegalStateException("not a runtime verdict: " + expected);
        }
    }
}
