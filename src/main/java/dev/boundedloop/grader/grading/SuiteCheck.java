package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Proves a suite's strength against a catalogue of policies: every correct one scores full marks,
 * every known-wrong one loses points, and a wrong one marked {@code passes-visible} does pass every
 * visible case (so only a hidden case catches it). Each catalogue file states its expectation on
 * its first line: {@code // expect: full}, {@code loses-points} or {@code passes-visible}.
 */
public final class SuiteCheck {

    private SuiteCheck() {}

    public record Finding(String policy, String expectation, GradingReport report, String problem) {
        public boolean holds() {
            return problem == null;
        }
    }

    public record Result(List<String> declarationProblems, List<Finding> findings) {
        public boolean holds() {
            return declarationProblems.isEmpty() && findings.stream().allMatch(Finding::holds);
        }
    }

    public static Result check(Suite suite, Path catalogue, Grader grader) {
        List<Finding> findings = new ArrayList<>();
        for (Path source : sources(catalogue)) {
            findings.add(judge(suite, source, grader));
        }
        if (findings.isEmpty()) {
            throw new IllegalArgumentException("No catalogue policies (*.java) under " + catalogue);
        }
        return new Result(DeclarationCheck.problems(suite), findings);
    }

    private static Finding judge(Suite suite, Path source, Grader grader) {
        byte[] bytes = read(source);
        String firstLine = new String(bytes, StandardCharsets.UTF_8).lines().findFirst().orElse("");
        String expectation = firstLine.replaceFirst("^//\\s*expect:\\s*", "").strip();
        GradingReport report = grader.grade(suite, bytes);
        String name = source.getFileName().toString();
        return new Finding(name, expectation, report, problem(expectation, report));
    }

    private static String problem(String expectation, GradingReport report) {
        if (report.status() != SubmissionStatus.GRADED) {
            return "was not graded: " + report.status() + " " + report.message();
        }
        boolean full = report.score() == report.maxScore();
        boolean visiblePassed = report.cases().stream()
                .filter(c -> c.visibility() == Visibility.VISIBLE)
                .allMatch(c -> c.outcome() == CaseOutcome.PASS);
        switch (expectation) {
            case "full":
                return full ? null : "a correct policy scored " + report.score() + " of " + report.maxScore();
            case "loses-points":
                return full ? "a wrong policy scored full marks" : null;
            case "passes-visible":
                if (full) {
                    return "a wrong policy scored full marks";
                }
                return visiblePassed ? null : "expected to pass every visible case, but a visible case did not pass";
            default:
                return "unknown expectation '" + expectation + "' (use full, loses-points or passes-visible)";
        }
    }

    private static List<Path> sources(Path catalogue) {
        try (Stream<Path> files = Files.walk(catalogue)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the catalogue " + catalogue, e);
        }
    }

    private static byte[] read(Path source) {
        try {
            return Files.readAllBytes(source);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
