package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.grading.SuiteCheck;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "suite-check", mixinStandardHelpOptions = true,
        description = {"Checks a suite as the service checks an upload before it may be activated: the files read as a "
                + "suite, every declared run matches the reference's, the catalogue's correct policies score full "
                + "marks and its known-wrong ones lose points.",
                "Exit codes: 0 the suite holds, 1 it does not, 64 wrong usage."})
final class SuiteCheckCommand implements Callable<Integer> {

    private static final String DEFAULT_CASES = "grader-cases";

    @Spec CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "SUITE",
            description = "An assignment's suite folder (e.g. grader-cases/ch03-unit-a) or a zip of it, as uploaded.")
    Path bundlePath;

    @Option(names = "--assignment", description = "Instead of SUITE: the assignment's folder under --cases.")
    String assignment;

    @Option(names = "--cases", paramLabel = "DIR",
            description = "With --assignment: the folder of suites (default: " + DEFAULT_CASES + ").")
    Path cases;

    @Option(names = "--catalogue", paramLabel = "DIR",
            description = "Policies with '// expect: full|loses-points|passes-visible' on their first line "
                    + "(default: the suite's own catalogue/ folder).")
    Path catalogue;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        SuiteBundle bundle;
        Suite suite;
        try {
            bundle = bundle();
            suite = KindRegistry.suiteLoader().load(bundle);
        } catch (GraderCli.UsageProblem usage) {
            throw usage; // a mistake in the command, not in the suite: exit 64, not "does not hold"
        } catch (RuntimeException unreadable) {
            out.println("The suite does not read: " + TerminalText.field(String.valueOf(unreadable.getMessage())));
            out.println("The suite does NOT hold.");
            out.flush();
            return 1;
        }
        SortedMap<String, byte[]> policies = catalogue == null ? bundle.catalogue() : catalogueFolder();
        SuiteCheck.Result result = SuiteCheck.check(KindRegistry.KINDS, suite, policies,
                new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS)));
        out.printf("%s (suite sha256 %s): %d cases, %d points%n", TerminalText.field(suite.assignment().id()),
                suite.sha256(), suite.cases().size(), suite.maxScore());
        result.problems().forEach(problem -> out.println("  PROBLEM " + TerminalText.field(problem)));
        // A policy's first line and its report's messages are the policy's own text.
        for (SuiteCheck.Finding finding : result.findings()) {
            out.printf("  %-4s %-48s expect %-14s score %3d/%d%s%n", finding.holds() ? "ok" : "FAIL",
                    TerminalText.field(finding.policy()), TerminalText.field(finding.expectation()),
                    finding.report().score(), finding.report().maxScore(),
                    finding.holds() ? "" : "  " + TerminalText.field(finding.problem()));
        }
        out.println(result.holds() ? "The suite holds." : "The suite does NOT hold.");
        out.flush();
        return result.holds() ? 0 : 1;
    }

    private SuiteBundle bundle() throws IOException {
        if ((bundlePath == null) == (assignment == null)) {
            throw new GraderCli.UsageProblem("Name a suite folder or zip, or --assignment ID (with --cases DIR), not both");
        }
        if (bundlePath != null && cases != null) {
            throw new GraderCli.UsageProblem("--cases goes with --assignment; a SUITE folder or zip is checked as it is");
        }
        Path source = bundlePath != null ? bundlePath
                : (cases == null ? Path.of(DEFAULT_CASES) : cases).resolve(assignment);
        if (Files.isDirectory(source)) {
            return SuiteBundle.fromDirectory(source);
        }
        if (!Files.isRegularFile(source)) {
            throw new GraderCli.UsageProblem("No suite folder or zip " + source);
        }
        return SuiteBundle.fromZip(Files.readAllBytes(source));
    }

    private SortedMap<String, byte[]> catalogueFolder() {
        if (!Files.isDirectory(catalogue)) {
            throw new GraderCli.UsageProblem("No catalogue folder " + catalogue);
        }
        return SuiteBundle.fromDirectory(catalogue).files();
    }
}
