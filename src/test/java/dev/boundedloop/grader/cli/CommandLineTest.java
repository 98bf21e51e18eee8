package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the command line in this JVM, keeping what it prints for the test to read. */
@ProcessTest
abstract class CommandLineTest {

    protected final StringWriter out = new StringWriter();
    protected final StringWriter err = new StringWriter();

    protected int cli(String... args) {
        return GraderCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }
}
