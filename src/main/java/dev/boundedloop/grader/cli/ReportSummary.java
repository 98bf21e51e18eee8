package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.sandbox.CompileDiagnostic;
import dev.boundedloop.grader.sandbox.Violation;
import java.io.PrintWriter;

/** The readable summary on stdout: a table of cases, then what differed for each failure. */
final class ReportSummary {

    private ReportSummary() {}

    static void print(GradingReport report, PrintWriter out) {
        out.printf("%s  %s  score %d/%d%n", report.suite().assignment(), report.status(), report.score(),
                report.maxScore());
        out.println(report.message());
        for (CompileDiagnostic d : report.diagnostics()) {
            out.printf("  line %d, column %d: %s%n", d.line(), d.column(), d.message());
        }
        for (Violation v : report.violations()) {
            out.printf("  %s#%s%s: %s%n", v.owner(), v.member(), v.line() > 0 ? " (line " + v.line() + ")" : "",
                    v.message());
        }
        if (report.cases().isEmpty()) {
            return;
        }
        out.println();
        out.printf("  %-34s %-10s %-10s %6s  %s%n", "case", "category", "outcome", "points", "name");
        for (CaseResult c : report.cases()) {
            out.printf("  %-34s %-10s %-10s %3d/%-2d  %s%s%n", c.id(), c.category().name().toLowerCase(),
                    c.outcome(), c.points(), c.maxPoints(), c.name(),
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
            out.printf("  %s: %s%n", c.id(), c.message());
        }
    }
}
