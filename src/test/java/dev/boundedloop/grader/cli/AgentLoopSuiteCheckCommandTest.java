package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.tiers.ProcessTest;
import org.junit.jupiter.api.Test;

/** {@code suite-check} on the agent-loop assignment, as its instructor runs it before an upload. */
@ProcessTest
class AgentLoopSuiteCheckCommandTest extends CommandLineTest {

    private static final String ASSIGNMENT = "l01-agent-loop";

    @Test
    void theAgentLoopSuiteHoldsWithItsOwnCatalogue() {
        assertThat(cli("suite-check", "--assignment", ASSIGNMENT)).as(out + "\n" + err).isZero();

        int cases = TestSuites.whole(ASSIGNMENT).cases().size();
        assertThat(out.toString()).contains(ASSIGNMENT + " (suite sha256 ", "): " + cases + " cases",
                "ok   correct/Reference.java", "ok   wrong/SharedMutableSnapshot.java", "ok   wrong/SwallowsModelErrors.java",
                "The suite holds.").doesNotContain("PROBLEM", "FAIL");
    }
}
