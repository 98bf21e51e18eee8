package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.hashing.Sha256;
import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.Violation;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds the report for each way a grading can end, with the suite and source it was about: the one
 * place reports are made, graded or not.
 */
public final class ReportBuilder {

    private final GradingReport.SuiteInfo suite;
    private final GradingReport.SourceInfo source;
    private final int maxScore;

    private ReportBuilder(GradingReport.SuiteInfo suite, int maxScore, byte[] source) {
        this.suite = suite;
        this.source = new GradingReport.SourceInfo(Sha256.hex(source), source.length);
        this.maxScore = maxScore;
    }

    public static ReportBuilder forSource(Suite suite, byte[] source) {
        return new ReportBuilder(GradingReport.SuiteInfo.of(suite), suite.maxScore(), source);
    }

    /** For a submission whose assignment's suite cannot be read any more. */
    public static ReportBuilder forUnknownSuite(String assignment, byte[] source) {
        return new ReportBuilder(new GradingReport.SuiteInfo(assignment, "unknown", "unknown", null), 0, source);
    }

    /**
     * A grading that ended outside the grader (a supervisor killed the process that was compiling)
     * or never started: COMPILE_ERROR, INVALID or INTERNAL_ERROR with one message, shown as it is.
     */
    public GradingReport notGraded(SubmissionStatus status, String message) {
        return switch (status) {
            case COMPILE_ERROR -> compileError(List.of(new CompileDiagnostic(0, 0, message)));
            case INVALID, INTERNAL_ERROR -> ended(status, message, List.of(), List.of());
            default -> throw new IllegalArgumentException("not a status for an unfinished grading: " + status);
        };
    }

    GradingReport invalid(String reason) {
        return ended(SubmissionStatus.INVALID, reason, List.of(), List.of());
    }

    GradingReport compileError(List<CompileDiagnostic> diagnostics) {
        CompileDiagnostic first = diagnostics.get(0);
        String message = first.line() > 0
                ? "The source does not compile: line " + first.line() + ", column " + first.column() + ": " + first.message()
                : "The source does not compile: " + first.message();
        return ended(SubmissionStatus.COMPILE_ERROR, message, diagnostics, List.of());
    }

    GradingReport rejected(List<Violation> violations) {
        Violation first = violations.get(0);
        String message = "The policy uses what the sandbox forbids: " + first.owner() + "#" + first.member()
                + (violations.size() > 1 ? " and " + (violations.size() - 1) + " more" : "");
        return ended(SubmissionStatus.REJECTED, message, List.of(), violations);
    }

    /** The grader itself failed: the learner is told it is not their fault. */
    public GradingReport internalError(String fault) {
        return ended(SubmissionStatus.INTERNAL_ERROR,
                "The grader failed; this is not your fault (" + fault + ")",
                List.of(), List.of());
    }

    /** The graded report of these cases, within {@link ReportBounds#REPORT_BYTES}. */
    GradingReport graded(List<CaseResult> cases, List<CaseTranscript> transcripts) {
        ReportBounds.Within within = ReportBounds.within(cases, transcripts);
        int score = cases.stream().mapToInt(CaseResult::points).sum();
        long notPassed = cases.stream().filter(c -> c.outcome() != CaseOutcome.PASS).count();
        String message = "Scored " + score + " of " + maxScore
                + (notPassed == 0 ? ": every case passed" : ": " + notPassed + " of " + cases.size() + " cases did not pass")
                + within.note();
        return new GradingReport(SubmissionStatus.GRADED, score, maxScore, message, List.of(), List.of(), within.cases(),
                within.transcripts(), suite, source, Map.of());
    }

    /**
     * The graded report of cases that finished elsewhere (a supervisor holding every case's result
     * from workers that died before they could send the report), in the order given.
     */
    public GradingReport assembled(List<CaseExecution> finished) {
        return graded(finished.stream().map(CaseExecution::result).toList(),
                finished.stream().map(CaseExecution::transcript).filter(Objects::nonNull).toList());
    }

    private GradingReport ended(SubmissionStatus status, String message, List<CompileDiagnostic> diagnostics,
            List<Violation> violations) {
        return new GradingReport(status, 0, maxScore, message, diagnostics, violations, List.of(), List.of(),
                suite, source, Map.of());
    }
}
