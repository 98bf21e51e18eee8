package dev.boundedloop.grader.gradebook;

import dev.boundedloop.grader.course.Standing;
import java.util.List;
import java.util.Map;

/**
 * The gradebook as CSV (RFC 4180), one row per learner: the final score as the course counts it,
 * and how it came about.
 */
final class GradebookCsv {

    static final String HEADER = "learner,name,email,section,final score,raw score,max,late,penalty,override,"
            + "final submission id,submitted at,attempts,best score,latest score,latest status,override reason,override by";

    private GradebookCsv() {}

    static String write(List<Standing> standings, Map<String, RosterEntry> roster, int maxScore) {
        StringBuilder csv = new StringBuilder(HEADER).append("\r\n");
        for (Standing s : standings) {
            RosterEntry who = roster.getOrDefault(s.learner(), RosterEntry.unknown(s.learner()));
            row(csv, s.learner(), who.name(), who.email(), who.section(), s.finalScore(), s.rawScore(), maxScore,
                    s.lateDays(), s.penaltyPercent(), s.override() == null ? null : s.override().score(),
                    s.finalSubmission(), s.finalSubmittedAt(), s.attempts(), s.best(), s.latest(), s.latestStatus(),
                    s.override() == null ? null : s.override().reason(), s.override() == null ? null : s.override().by());
        }
        return csv.toString();
    }

    static void row(StringBuilder csv, Object... values) {
        for (int i = 0; i < values.length; i++) {
            csv.append(i == 0 ? "" : ",").append(field(values[i] == null ? "" : values[i].toString()));
        }
        csv.append("\r\n");
    }

    /**
     * Quotes a field when it holds a comma, quote or line break. A leading =, +, -, @, tab or carriage
     * return is defused with a quote mark: spreadsheets read any of them as the start of a formula.
     */
    static String field(String value) {
        String safe = !value.isEmpty() && "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
