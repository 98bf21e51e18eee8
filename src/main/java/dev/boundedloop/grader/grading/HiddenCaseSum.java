package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Visibility;
import java.util.List;

/**
 * The hidden cases of a report in sum: how many passed and the points they earned. A course may
 * show a learner this and no hidden row, so every form of a report (the API, the summary on the
 * command line, the JSON, JUnit XML and Gradescope files) carries the same numbers.
 */
public record HiddenCaseSum(int passed, int total, int points, int maxPoints) {

    /** The hidden rows of {@code cases} summed up; all zero when there are none. */
    public static HiddenCaseSum of(List<CaseResult> cases) {
        List<CaseResult> hidden = cases.stream().filter(c -> c.visibility() == Visibility.HIDDEN).toList();
        return new HiddenCaseSum((int) hidden.stream().filter(c -> c.outcome() == CaseOutcome.PASS).count(),
                hidden.size(), hidden.stream().mapToInt(CaseResult::points).sum(),
                hidden.stream().mapToInt(CaseResult::maxPoints).sum());
    }

    /** Whether the report's own rows leave the hidden cases out, so that this sum is all a reader gets of them. */
    public boolean withheldFrom(GradingReport report) {
        return total > 0 && report.cases().stream().noneMatch(c -> c.visibility() == Visibility.HIDDEN);
    }

    public boolean allPassed() {
        return passed == total;
    }

    /** For example "37 of 63 hidden cases passed, 50/94 points". */
    public String sentence() {
        return passed + " of " + total + " hidden cases passed, " + points + "/" + maxPoints + " points";
    }
}
