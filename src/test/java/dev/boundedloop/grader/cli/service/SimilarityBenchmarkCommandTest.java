package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.cli.SyntheticPolicies;
import dev.boundedloop.grader.cli.GraderCli;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The similarity benchmark on a small class, in this JVM: its generated policies all parse, and the
 * renamed copies it plants are found. How long it takes is the benchmark's to print, not a test's to judge.
 */
@ProcessTest
class SimilarityBenchmarkCommandTest {

    @Test
    void findsEveryPlantedCopyAmongGeneratedPolicies() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();

        int exit = ServiceMain.run(new PrintWriter(out, true), new PrintWriter(err, true),
                "similarity-benchmark", "--learners", "40", "--copies", "3", "--seed", "7");

        assertThat(exit).as(err.toString()).isZero();
        assertThat(out.toString()).contains("for 40 sources compared (780 pairs), 0 left out",
                "renamed copies found: 3 of 3");
    }

    @Test
    void generatedPoliciesDifferFromEachOtherAndCopiesHideTheirNames() {
        List<SyntheticPolicies.Policy> policies = SyntheticPolicies.generate(60, 4, 1);

        assertThat(policies).hasSize(60);
        assertThat(policies.stream().map(SyntheticPolicies.Policy::source).distinct()).hasSize(60);
        for (SyntheticPolicies.Policy copy : policies.stream().filter(policy -> policy.copyOf() != null).toList()) {
            String original = policies.stream().filter(policy -> policy.learner().equals(copy.copyOf())).findFirst()
                    .orElseThrow().source();
            assertThat(className(copy.source())).isNotEqualTo(className(original));
        }
    }

    @Test
    void aCopyCountOverHalfTheClassIsAUsageError() {
        StringWriter err = new StringWriter();

        int exit = ServiceMain.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true),
                "similarity-benchmark", "--learners", "10", "--copies", "6");

        assertThat(exit).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--copies from 0 to half the learners");
    }

    @Test
    void aFolderWithoutTheJplagBridgeIsAUsageErrorNamingIt() {
        StringWriter err = new StringWriter();

        int exit = ServiceMain.run(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true),
                "similarity-benchmark", "--learners", "4", "--copies", "1", "--jplag", "target/no-jplag-here");

        assertThat(exit).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--jplag target/no-jplag-here", "JPlag is not installed");
    }

    private static String className(String source) {
        return source.replaceAll("(?s).*public class (\\w+).*", "$1");
    }
}
