package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.tiers.ProcessTest;
import org.junit.jupiter.api.Test;

/** {@code suite-check} on the accounting unit, as an instructor runs it before uploading a change. */
@ProcessTest
class UnitBSuiteCheckCommandTest extends CommandLineTest {

    @Test
    void theAccountingSuiteHoldsWithItsOwnCatalogue() {
        assertThat(cli("suite-check", TestSuites.FOLDER.resolve("ch03-unit-b").toString())).as(err.toString()).isZero();

        assertThat(out.toString()).contains("ch03-unit-b (suite sha256 ", "ok   correct/Reference.java",
                "ok   wrong/ChargesAfterTheProviderReturns.java", "ok   wrong/Unfinished.java", "The suite holds.")
                .doesNotContain("PROBLEM", "FAIL");
    }
}
