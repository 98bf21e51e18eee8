package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.grading.SuiteCheck;
import java.util.List;

/**
 * What the suite check found, as stored with a version and shown to instructors.
 *
 * @param problems errors in the files or the suite itself, each naming the file, case and field
 * @param policies how each catalogue policy scored against its expectation
 */
public record SuiteCheckResult(boolean passed, List<String> problems, List<PolicyResult> policies) {

    public record PolicyResult(String policy, String expectation, String status, int score, int maxScore,
            String problem) {}

    /** Every problem, then each catalogue policy that broke its expectation, as one line for a log or a reply. */
    String summary() {
        List<String> all = new java.util.ArrayList<>(problems);
        policies.stream().filter(p -> p.problem() != null).forEach(p -> all.add(p.policy() + ": " + p.problem()));
        return String.join("; ", all);
    }

    static SuiteCheckResult unreadable(String problem) {
        return new SuiteCheckResult(false, List.of(problem), List.of());
    }

    static SuiteCheckResult of(SuiteCheck.Result result) {
        List<PolicyResult> policies = result.findings().stream()
                .map(f -> new PolicyResult(f.policy(), f.expectation(), f.report().status().name(), f.report().score(),
                        f.report().maxScore(), f.problem()))
                .toList();
        return new SuiteCheckResult(result.holds(), result.problems(), policies);
    }

    /** A suite built into the jar has no catalogue to prove itself with; its declared runs are still checked. */
    static SuiteCheckResult builtIn(List<String> declarationProblems) {
        return new SuiteCheckResult(declarationProblems.isEmpty(), declarationProblems, List.of());
    }
}
