package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.grading.GradescopeReport;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.JUnitXmlReport;
import dev.boundedloop.grader.grading.ReportJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
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

    @Option(names = "--min-score", paramLabel = "N", description = "The score needed to exit 0 (default: full marks).")
    Integer minScore;

    @Option(names = "--full", description = "Show hidden cases in full (for instructors; default: the learner's view).")
    boolean full;

    @Option(names = "--in-process",
            description = "Grade in this JVM instead of a worker JVM: still verified and metered, but without process isolation.")
    boolean inProcess;

    @Option(names = "--cases", paramLabel = "DIR", description = "Read suites from this directory instead of the packaged ones.")
    Path cases;

    @Parameters(paramLabel = "Policy.java", description = "The source file to grade.")
    Path source;

    @Override
    public Integer call() throws IOException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(source);
        } catch (NoSuchFileException e) {
            throw new GraderCli.UsageProblem("No such file: " + source);
        }
        LocalGrading.suite(cases, assignment); // an unknown assignment is a usage error, before any worker starts
        GradingReport graded;
        try (LocalGrading.Graders graders = LocalGrading.open(cases, inProcess)) {
            graded = graders.grader().grade(assignment, bytes);
        }
        GradingReport report = full ? graded : graded.forLearner();
        PrintWriter out = spec.commandLine().getOut();
        ReportSummary.print(report, out);
        write(json, ReportJson.write(report));
        write(junitXml, JUnitXmlReport.write(report));
        write(gradescope, GradescopeReport.write(report));
        out.flush();
        return ExitCodes.of(report, minScore);
    }

    private static void write(Path target, String content) throws IOException {
        if (target != null) {
            Files.writeString(target, content, StandardCharsets.UTF_8);
        }
    }
}
