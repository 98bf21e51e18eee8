package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.sandbox.CompileResult;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A grading that is handed its source's earlier compile gives exactly the report a fresh compile
 * gives, and still verifies and meters the classes: only javac's work is skipped.
 */
@ProcessTest
class CompileReuseTest {

    private static final Suite SUITE = TestSuites.whole("ch03-unit-a");
    private static final Grader GRADER = SandboxedGrader.create(KindRegistry.KINDS);
    private static final Path CATALOGUE = TestSuites.CH03_CATALOGUE;
    private static final Path RED_TEAM = Path.of("src/test/resources/sandbox/redteam");

    /** Keeps what a fresh compile offers, and serves what it was given. */
    private static final class Kept implements CompileReuse {
        private final CompileResult served;
        CompileResult offered;

        Kept(CompileResult served) {
            this.served = served;
        }

        @Override
        public CompileResult stored() {
            return served;
        }

        @Override
        public void compiled(CompileResult fresh) {
            offered = fresh;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"correct/Reference.java", "correct/HelperClasses.java", "correct/AnonymousAndBigInteger.java",
        "wrong/OffByOneCallLimit.java", "wrong/Unfinished.java"})
    void aReusedCompileGivesTheReportAFreshCompileGives(String file) throws IOException {
        byte[] source = Files.readAllBytes(CATALOGUE.resolve(file));

        Reused reused = gradeTwice(source);

        assertThat(reused.again()).isEqualTo(reused.fresh());
    }

    @Test
    void aCompileErrorIsReportedTheSameOnReuse() {
        byte[] source = """
                import dev.boundedloop.policy.*;
                public class Policy implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) { return Admission.CALL }
                    int missing() { return undefined; }
                }
                """.getBytes(StandardCharsets.UTF_8);

        Reused reused = gradeTwice(source);

        assertThat(reused.fresh().status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);
        assertThat(reused.fresh().diagnostics()).hasSize(1); // the parse error stops javac before attribution
        assertThat(reused.again()).isEqualTo(reused.fresh());
    }

    @Test
    void reusedClassesAreStillVerifiedAndMetered() throws IOException {
        Reused exits = gradeTwice(Files.readAllBytes(RED_TEAM.resolve("SystemExit.java")));
        Reused spins = gradeTwice(Files.readAllBytes(RED_TEAM.resolve("InfiniteLoop.java")));

        assertThat(exits.again().status()).isEqualTo(SubmissionStatus.REJECTED);
        assertThat(exits.again()).isEqualTo(exits.fresh());
        assertThat(spins.again().cases()).extracting(CaseResult::outcome).contains(CaseOutcome.TIMEOUT);
        assertThat(spins.again()).isEqualTo(spins.fresh());
    }

    @Test
    void aGradingHandedACompileNeitherCompilesNorOffersOne() throws IOException {
        byte[] source = Files.readAllBytes(CATALOGUE.resolve("correct/Reference.java"));
        Kept first = new Kept(null);
        GRADER.grade(SUITE, source, GradingHooks.NONE, first);
        Kept second = new Kept(first.offered);

        GRADER.grade(SUITE, source, GradingHooks.NONE, second);

        assertThat(first.offered.reusable()).isTrue();
        assertThat(second.offered).isNull();
    }

    private record Reused(GradingReport fresh, GradingReport again) {}

    /** Grades once compiling, and again with the first grading's compile; both without their timings. */
    private static Reused gradeTwice(byte[] source) {
        Kept first = new Kept(null);
        GradingReport fresh = GRADER.grade(SUITE, source, GradingHooks.NONE, first);
        assertThat(first.offered).as("the fresh compile is offered for reuse").isNotNull();
        GradingReport again = GRADER.grade(SUITE, source, GradingHooks.NONE, new Kept(first.offered));
        return new Reused(fresh.withTimings(Map.of()), again.withTimings(Map.of()));
    }
}
