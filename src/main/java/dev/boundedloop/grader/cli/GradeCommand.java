package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.grading.GradescopeReport;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.JUnitXmlReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(name = "grade", mixinStandardHelpOptions = true,
        description = "Grades a policy source file and exits with a code a CI step can check.")
final class GradeCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--assignment", required = true, description = "The assignment id, e.g. ch03-unit-a.")
    String assignment;

    @Option(names = "--json", paramLabel = "FILE", description = "Write the JSON report here.")
    Path json;

    @Option(names = "--junit-xml", paramLabel = "FILE", description = "Write a JUnit XML report here.")
    Path junitXml;

    @Option(names = "--gradescope", paramLabel = "FILE", description = "Write a Gradescope results.json here.")
    Path gradescope;

    @Option(names = "--gradescope-hidden", paramLabel = "VISIBILITY", defaultValue = "after_due_date",
            description = "With --gradescope: when learners see hidden cases there, after_due_date (default) or "
                    + "hidden (never: for assignments whose hidden results learners never see).")
    GradescopeReport.HiddenVisibility gradescopeHidden;

    @Option(names = "--min-score", paramLabel = "N", description = "The score needed to exit 0 (default: full marks).")
    Integer minScore;

    @Option(names = "--full", description = "With --cases: show hidden cases in full (for suite authors; default: "
            + "the learner's view).")
    boolean full;

    @Option(names = "--in-process",
            description = "Grade in this JVM instead of a worker JVM: still verified and metered, but without process isolation.")
    boolean inProcess;

    @Option(names = "--cases", paramLabel = "DIR", description = "Grade with the whole suites in this folder "
            + "(a suite author's grader-cases) instead of the visible cases built into this jar.")
    Path cases;

    @Option(names = "--server", paramLabel = "URL",
            description = "Grade on this running service instead of locally, where the hidden cases live. A path "
                    + "is kept: http://host/grader means http://host/grader/api/submissions.")
    URI server;

    @Option(names = "--token", paramLabel = "T", defaultValue = "${env:GRADER_TOKEN}",
            description = "The bearer token for --server (default: the GRADER_TOKEN environment variable).")
    String token;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600",
            description = "With --server: how long to wait for the report, retries of network errors and 5xx "
                    + "answers included (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Parameters(paramLabel = "Policy.java", description = "The source file to grade.")
    Path source;

    @Override
    public Integer call() throws IOException {
        checkNumbersAndFolders();
        byte[] bytes = readSource();
        LearnerReport seen;
        String protection;
        if (server != null) {
            try {
                ServerGrading service = onServer();
                seen = service.grade(assignment, bytes);
                protection = "on the service: " + service.protection()
                        .orElse("it does not say which (its /actuator/info names no protection)");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                spec.commandLine().getErr().println("Interrupted while waiting for the service");
                return ExitCodes.INTERNAL_ERROR;
            } catch (ServerGrading.Refused refused) {
                // The service's words may quote the learner's source or output.
                spec.commandLine().getErr().println(TerminalText.field(refused.getMessage()));
                return refused.exitCode();
            }
        } else {
            if (full && cases == null) {
                throw new GraderCli.UsageProblem("--full shows hidden cases, and only the service and a suite author's "
                        + "--cases folder have them; this jar grades the visible cases");
            }
            GradingReport graded;
            // The worker starts first, its JVM's start the longest wait of a one-shot grading; the suite is
            // read meanwhile. An unknown assignment or a broken --cases folder is still a usage error, and
            // the worker is ended unused.
            try (LocalGrading.Graders graders = LocalGrading.open(inProcess)) {
                Suite suite = LocalGrading.suite(cases, assignment);
                graded = graders.grader().grade(suite, bytes);
                protection = graders.protection().get();
            }
            seen = LearnerReport.of(full ? graded : graded.forLearner());
        }
        GradingReport report = seen.report();
        // The files first: they are the data a CI step keeps, so nothing printed may cost them.
        List<String> unwritten = writeReportFiles(seen);
        PrintWriter out = spec.commandLine().getOut();
        ReportSummary.print(seen, protection, out);
        out.flush();
        unwritten.forEach(problem -> spec.commandLine().getErr().println(TerminalText.field(problem)));
        if (minScore != null && report.status() == SubmissionStatus.GRADED && minScore > report.maxScore()) {
            spec.commandLine().getErr().println("--min-score " + minScore + " is above this assignment's maximum score, "
                    + report.maxScore() + ": no submission can pass");
        }
        return unwritten.isEmpty() ? ExitCodes.of(report, minScore) : ExitCodes.REPORT_NOT_WRITTEN;
    }

    /** Options a CI step would otherwise only find wrong after grading, or never. */
    private void checkNumbersAndFolders() {
        if (minScore != null && minScore < 0) {
            throw new GraderCli.UsageProblem("--min-score must be 0 or more, got " + minScore);
        }
        if (timeoutSeconds <= 0) {
            throw new GraderCli.UsageProblem("--timeout must be a positive number of seconds, got " + timeoutSeconds);
        }
        if (cases != null && Files.isRegularFile(cases)) {
            throw new GraderCli.UsageProblem("--cases " + cases + " is a file; give the suites folder (a suite "
                    + "author's grader-cases)");
        }
    }

    private byte[] readSource() throws IOException {
        if (Files.isDirectory(source)) {
            throw new GraderCli.UsageProblem(source + " is a folder; give the policy's .java file");
        }
        try {
            return Files.readAllBytes(source);
        } catch (NoSuchFileException e) {
            throw new GraderCli.UsageProblem("No such file: " + source);
        } catch (AccessDeniedException e) {
            throw new GraderCli.UsageProblem("Cannot read " + source + ": permission denied");
        }
    }

    /** One report file the caller asked for, and how the report is rendered into it. */
    private record ReportFile(String option, Path target, Function<LearnerReport, String> format) {}

    /**
     * Writes every requested report file; one that cannot be rendered or written does not stop the
     * others. Returns why each failed one failed.
     */
    private List<String> writeReportFiles(LearnerReport report) {
        List<String> unwritten = new ArrayList<>();
        for (ReportFile file : List.of(new ReportFile("--json", json, r -> ReportJson.write(r.report(), r.hiddenCases())),
                new ReportFile("--junit-xml", junitXml, r -> JUnitXmlReport.write(r.report(), r.hiddenCases())),
                new ReportFile("--gradescope", gradescope,
                        r -> GradescopeReport.write(r.report(), gradescopeHidden, r.hiddenCases())))) {
            if (file.target() == null) {
                continue;
            }
            try {
                Files.writeString(file.target(), file.format().apply(report), StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                unwritten.add("Could not write the " + file.option() + " report " + file.target() + ": " + e);
            }
        }
        return unwritten;
    }

    /** The service decides what the token may see, so --full and --cases do not apply. */
    private ServerGrading onServer() {
        if (token == null || token.isBlank()) {
            throw new GraderCli.UsageProblem("--server needs --token T (or GRADER_TOKEN in the environment)");
        }
        if (full || cases != null) {
            throw new GraderCli.UsageProblem("--full and --cases apply to local grading; the service uses its own suites");
        }
        return new ServerGrading(server, token.trim(), Duration.ofSeconds(timeoutSeconds),
                WaitingProgress.on(spec.commandLine().getErr()));
    }
}
