package dev.boundedloop.grader.grading;


import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

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

    /**
     * @param problems what is wrong with the suite itself: declared runs the reference contradicts,
     *     or a catalogue without a correct or a wrong policy
     */
    public record Result(List<String> problems, List<Finding> findings) {
        public boolean holds() {
            return problems.isEmpty() && findings.stream().allMatch(Finding::holds);
        }
    }

    /**
     * Grades every catalogue policy (file name to source) with the given grader. A catalogue needs
     * at least one policy expected to score full marks and one expected to lose points, or the
     * check proves nothing.
     *
     * @param kinds the kinds the grader knows, among them the suite's, which checks its declarations
     */
    public static Result check(AssignmentKinds kinds, Suite suite, SortedMap<String, byte[]> catalogue,
            SubmissionGrader grader) {
        List<String> problems = new ArrayList<>(kinds.of(suite).declarationProblems(suite));
        List<Finding> findings = new ArrayList<>();
        catalogue.forEach((name, source) -> findings.add(judge(suite, name, source, grader)));
        if (findings.stream().noneMatch(f -> f.expectation().equals("full"))) {
            problems.add("the catalogue has no correct policy ('// expect: full' on its first line)");
        }
        if (findings.stream().noneMatch(f -> !f.expectation().equals("full"))) {
            problems.add("the catalogue has no known-wrong policy ('// expect: loses-points' on its first line)");
        }
        return new Result(problems, findings);
    }

    private static Finding judge(Suite suite, String name, byte[] source, SubmissionGrader grader) {
        String firstLine = new String(source, StandardCharsets.UTF_8).lines().findFirst().orElse("");
        String expectation = firstLine.replaceFirst("^//\\s*expect:\\s*", "").strip();
        GradingReport report = grader.grade(suite, source);
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
}
