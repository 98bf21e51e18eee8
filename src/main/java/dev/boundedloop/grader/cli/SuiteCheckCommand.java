package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.SuiteCheck;
import dev.boundedloop.grader.sandbox.SandboxedGrader;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "suite-check", mixinStandardHelpOptions = true,
        description = "Proves a suite's strength: correct policies score full marks, known-wrong ones lose points.")
final class SuiteCheckCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--assignment", required = true, description = "The assignment id, e.g. ch03-unit-a.")
    String assignment;

    @Option(names = "--catalogue", paramLabel = "DIR",
            description = "Policies with '// expect: full|loses-points|passes-visible' on their first line "
                    + "(default: src/test/resources/catalogue/<assignment>).")
    Path catalogue;

    @Option(names = "--cases", paramLabel = "DIR", description = "Read suites from this directory instead of the packaged ones.")
    Path cases;

    @Override
    public Integer call() {
        Path policies = catalogue != null ? catalogue : Path.of("src/test/resources/catalogue", assignment);
        if (!Files.isDirectory(policies)) {
            throw new GraderCli.UsageProblem("No catalogue directory " + policies + "; pass --catalogue DIR");
        }
        Suite suite = LocalGrading.suite(cases, assignment);
        SuiteCheck.Result result = SuiteCheck.check(suite, policies, SandboxedGrader.create());
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s (suite sha256 %s): %d cases, %d points%n", assignment, suite.sha256(), suite.cases().size(),
                suite.maxScore());
        result.declarationProblems().forEach(problem -> out.println("  DECLARATION " + TerminalText.field(problem)));
        // A policy's first line and its report's messages are the policy's own text.
        for (SuiteCheck.Finding finding : result.findings()) {
            out.printf("  %-4s %-40s expect %-14s score %3d/%d%s%n", finding.holds() ? "ok" : "FAIL",
                    TerminalText.field(finding.policy()), TerminalText.field(finding.expectation()),
                    finding.report().score(), finding.report().maxScore(),
                    finding.holds() ? "" : "  " + TerminalText.field(finding.problem()));
        }
        out.println(result.holds() ? "The suite holds." : "The suite does NOT hold.");
        out.flush();
        return result.holds() ? 0 : 1;
    }
}
