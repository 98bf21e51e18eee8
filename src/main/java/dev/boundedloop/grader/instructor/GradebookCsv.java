package dev.boundedloop.grader.instructor;

import java.util.List;

/** The gradebook as CSV (RFC 4180), one row per learner, for spreadsheets and course platforms. */
final class GradebookCsv {

    static final String HEADER = "learner,attempts,best_score,latest_score,max_score,latest_status,latest_submitted_at,latest_submission";

    private GradebookCsv() {}

    static String write(List<LearnerScore> scores, int maxScore) {
        StringBuilder csv = new StringBuilder(HEADER).append("\r\n");
        for (LearnerScore s : scores) {
            csv.append(field(s.learner())).append(',')
                    .append(s.attempts()).append(',')
                    .append(text(s.best())).append(',')
                    .append(text(s.latest())).append(',')
                    .append(maxScore).append(',')
                    .append(field(text(s.latestStatus()))).append(',')
                    .append(text(s.latestSubmittedAt())).append(',')
                    .append(text(s.latestSubmission())).append("\r\n");
        }
        return csv.toString();
    }

    private static String text(Object value) {
        return value == null ? "" : value.toString();
    }

    /** Quotes a field when it holds a comma, quote or line break; a leading =, +, - or @ is defused for spreadsheets. */
    static String field(String value) {
        String safe = !value.isEmpty() && "=+-@".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
