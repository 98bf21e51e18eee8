package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.Violation;
import java.util.List;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The report of one grading, in the JSON shape clients read. Immutable: a regrade writes a new one.
 *
 * @param timings milliseconds per stage; the only part that differs between two gradings of the
 *     same source against the same suite
 */
public record GradingReport(
        SubmissionStatus status, int score, int maxScore, String message,
        List<CompileDiagnostic> diagnostics, List<Violation> violations, List<CaseResult> cases,
        List<CaseTranscript> transcripts, SuiteInfo suite, SourceInfo source, Map<String, Long> timings) {

    public GradingReport {
        diagnostics = List.copyOf(diagnostics);
        violations = List.copyOf(violations);
        cases = List.copyOf(cases);
        transcripts = List.copyOf(transcripts);
        // In key order: an unordered copy's order depends on the JVM and on insertion, so a report read back
        // from storage (or in another replica) would list its timings differently from the one graded.
        timings = Collections.unmodifiableMap(new TreeMap<>(timings));
    }

    /**
     * @param hiddenCases absent when the suite had its hidden cases; otherwise says where they are graded
     */
    public record SuiteInfo(String assignment, String version, String sha256, String hiddenCases) {

        public static final String GRADED_BY_THE_SERVICE = "not graded here: the hidden cases are graded only by "
                + "the service (grade --server URL --token T)";

        public static SuiteInfo of(dev.boundedloop.grader.cases.Suite suite) {
            return new SuiteInfo(suite.assignment().id(), suite.assignment().version(), suite.sha256(),
                    suite.visibleOnly() ? GRADED_BY_THE_SERVICE : null);
        }
    }

    public record SourceInfo(String sha256, int bytes) {}

    /** The learner's view: hidden cases keep only their outcome and points, and lose their transcripts. */
    public GradingReport forLearner() {
        Set<String> hidden = cases.stream()
                .filter(c -> c.visibility() == Visibility.HIDDEN)
                .map(CaseResult::id)
                .collect(Collectors.toSet());
        return new GradingReport(status, score, maxScore, message, diagnostics, violations,
                cases.stream().map(CaseResult::redacted).toList(),
                transcripts.stream().filter(t -> !hidden.contains(t.caseId())).toList(),
                suite, source, timings);
    }

    /** The report without its hidden cases' rows and transcripts; the score still counts them. */
    public GradingReport withoutHiddenCases() {
        Set<String> hidden = cases.stream()
                .filter(c -> c.visibility() == Visibility.HIDDEN)
                .map(CaseResult::id)
                .collect(Collectors.toSet());
        return new GradingReport(status, score, maxScore, message, diagnostics, violations,
                cases.stream().filter(c -> !hidden.contains(c.id())).toList(),
                transcripts.stream().filter(t -> !hidden.contains(t.caseId())).toList(),
                suite, source, timings);
    }

    public GradingReport withTimings(Map<String, Long> newTimings) {
        return new GradingReport(status, score, maxScore, message, diagnostics, violations, cases, transcripts,
                suite, source, newTimings);
    }
}
