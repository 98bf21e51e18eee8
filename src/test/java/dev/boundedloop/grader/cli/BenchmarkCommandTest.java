package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The grading benchmark's counts are checked before any worker starts: zero of anything measured nothing. */
@ProcessTest
class BenchmarkCommandTest {

    @ParameterizedTest
    @ValueSource(strings = {"--submissions=0", "--submissions=-1", "--baseline=0", "--workers=0", "--rounds=0"})
    void aCountBelowOneIsAUsageError(String option) {
        StringWriter err = new StringWriter();

        int exit = GraderCli.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "benchmark", option);

        assertThat(exit).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("need --submissions, --baseline, --workers and --rounds of at least 1 each");
    }
}
