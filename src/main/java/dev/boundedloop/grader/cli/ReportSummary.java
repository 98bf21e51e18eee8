package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.HiddenCaseSum;
import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.Violation;
import java.io.PrintWriter;

/**
 * The readable summary on stdout: a table of cases, then what differed for each failure. Every
 * text that a learner's source can reach is printed through {@link TerminalText}, the suite's own
 * names too, since a report fetched from a service is only as trustworthy as its JSON.
 */
final class ReportSummary {

    private ReportSummary() {}

    /** @param protection what protected the grading: the jail, or why there was none */
    static void print(LearnerReport seen, String protection, PrintWriter out) {
        GradingReport report = seen.report();
        HiddenCaseSum hidden = seen.hiddenCases();
        out.printf("%s  %s  score %d/%d%n", TerminalText.field(report.suite().assignment()), report.status(),
                report.score(), report.maxScore());
        out.println(TerminalText.field(report.message()));
        if (report.suite().hiddenCases() != null) {
            out.println("Hidden cases: " + TerminalText.field(report.suite().hiddenCases()));
        }
        if (hidden.total() > 0) {
            out.println("Hidden cases: " + hidden.sentence()
                    + (hidden.withheldFrom(report) ? " (the course shows them in sum only, not each case)" : ""));
        }
        out.println("Protection: " + TerminalText.field(protection));
        for (CompileDiagnostic d : report.diagnostics()) {
            out.printf("  line %d, column %d: %s%n", d.line(), d.column(), TerminalText.field(d.message()));
        }
        for (Violation v : report.violations()) {
            out.printf("  %s#%s%s: %s%n", TerminalText.field(v.owner()), TerminalText.field(v.member()),
                    v.line() > 0 ? " (line " + v.line() + ")" : "", TerminalText.field(v.message()));
        }
        if (report.cases().isEmpty()) {
            return;
        }
        out.println();
        out.printf("  %-34s %-10s %-10s %6s  %s%n", "case", "category", "outcome", "points", "name");
        for (CaseResult c : report.cases()) {
            out.printf("  %-34s %-10s %-10s %3d/%-2d  %s%s%n", TerminalText.field(c.id()),
                    c.category().name().toLowerCase(), c.outcome(), c.points(), c.maxPoints(),
                    c.name() == null ? "" : TerminalText.field(c.name()),
                    c.visibility() == Visibility.HIDDEN ? " (hidden)" : "");
        }
        boolean headed = false;
        for (CaseResult c : report.cases()) {
            if (c.outcome() == CaseOutcome.PASS || c.message() == null) {
                continue;
            }
            if (!headed) {
                out.println();
                out.println("What differed:");
                headed = true;
            }
            out.printf("  %s: %s%n", TerminalText.field(c.id()), TerminalText.field(c.message()));
        }
    }
}
