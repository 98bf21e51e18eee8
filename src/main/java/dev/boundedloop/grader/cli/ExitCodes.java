package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.grading.GradingReport;

/** The grading hook's exit codes, so a CI step can branch on them. */
public final class ExitCodes {

    public static final int PASSED = 0;
    public static final int BELOW_MIN_SCORE = 1;
    public static final int NOT_GRADABLE = 2;
    public static final int INTERNAL_ERROR = 3;
    /** A requested report file could not be written (the others were): sysexits' "cannot create". */
    public static final int REPORT_NOT_WRITTEN = 73;

    private ExitCodes() {}

    /** The exit code for a report; without a minimum, only full marks pass. */
    static int of(GradingReport report, Integer minScore) {
        switch (report.status()) {
            case GRADED:
                int needed = minScore == null ? report.maxScore() : minScore;
                return report.score() >= needed ? PASSED : BELOW_MIN_SCORE;
            case COMPILE_ERROR:
            case REJECTED:
            case INVALID:
                return NOT_GRADABLE;
            default:
                return INTERNAL_ERROR;
        }
    }
}
