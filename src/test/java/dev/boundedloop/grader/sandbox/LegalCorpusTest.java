package dev.boundedloop.grader.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.policy.AdmissionState;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Legal but unusual policies in {@code sandbox/legal} pass verification, survive instrumentation
 * and answer exactly like the reference rule.
 */
@ProcessTest
class LegalCorpusTest {

    private static final long TWO_TO_31 = 1L << 31;

    /** Boundaries, zero limits, exact fits and money above 2^31 cents. */
    static final List<AdmissionState> STATES = List.of(
            new AdmissionState(0, 0, 0, 0, 0),
            new AdmissionState(0, 1, 0, 0, 0),
            new AdmissionState(0, 1, 0, 1, 0),
            new AdmissionState(0, 8, 0, 0, 100),
            new AdmissionState(2, 3, 90, 10, 100),
            new AdmissionState(2, 3, 90, 11, 100),
            new AdmissionState(3, 3, 0, 0, 100),
            new AdmissionState(4, 3, 0, 0, 100),
            new AdmissionState(3, 3, 200, 10, 100),
            new AdmissionState(0, 5, 100, 0, 100),
            new AdmissionState(0, 5, 101, 0, 100),
            new AdmissionState(1, 5, TWO_TO_31, TWO_TO_31, 2 * TWO_TO_31),
            new AdmissionState(1, 5, TWO_TO_31, TWO_TO_31 + 1, 2 * TWO_TO_31),
            new AdmissionState(1, 5, 3_000_000_000L, 2_000_000_000L, 5_000_000_000L),
            new AdmissionState(1, 5, 1L << 40, 1L << 40, (1L << 41) - 1),
            new AdmissionState(Integer.MAX_VALUE - 1, Integer.MAX_VALUE, 0, 0, 0),
            new AdmissionState(Integer.MAX_VALUE - 1, Integer.MAX_VALUE - 1, 0, 0, 0),
            new AdmissionState(7, 8, 4_611_686_018_427_387_903L, 0, 4_611_686_018_427_387_903L));

    static Stream<Path> legal() {
        return Corpus.files("legal");
    }

    @Test
    void thereAreEnoughLegalSourcesToKeepTheVerifierHonest() {
        assertThat(legal().count()).isGreaterThanOrEqualTo(15);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("legal")
    void eachLegalSourceIsAcceptedAndAnswersLikeTheReference(Path file) {
        SandboxRun.Prepared prepared = SandboxRun.prepare(file);
        assertThat(prepared.compiled().errors()).as("javac").isEmpty();
        assertThat(prepared.violations()).as("verifier").isEmpty();
        for (AdmissionState state : STATES) {
            SandboxRun.Outcome outcome = prepared.decide(state);
            assertThat(outcome.kind()).as("%s on %s", outcome, state).isEqualTo(SandboxRun.Kind.RETURNED);
            assertThat(outcome.admission()).as("%s", state).isEqualTo(Corpus.reference(state));
        }
    }
}
