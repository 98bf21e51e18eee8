package dev.boundedloop.grader.gradebook;

import dev.boundedloop.grader.course.Standing;
import java.util.List;
import java.util.Map;

/**
 * The gradebook in the layout Canvas's gradebook import reads (the same layout its Gradebook export
 * writes): Student, ID, SIS User ID, SIS Login ID, Section, then one column per assignment, and a
 * "Points Possible" row under the header. Canvas matches students by SIS User ID here, which holds
 * the learner's id; ID (Canvas's own numeric user id) is left empty. An assignment column headed
 * "Title (123)" updates Canvas assignment 123; a bare title makes Canvas create a new assignment.
 * A learner with no final submission gets an empty cell, which Canvas leaves unchanged.
 */
final class CanvasGradebookCsv {

    static final String FIXED_COLUMNS = "Student,ID,SIS User ID,SIS Login ID,Section";

    private CanvasGradebookCsv() {}

    static String write(List<Standing> standings, Map<String, RosterEntry> roster, String assignmentTitle,
            Long canvasAssignmentId, int maxScore) {
        String column = canvasAssignmentId == null ? assignmentTitle : assignmentTitle + " (" + canvasAssignmentId + ")";
        StringBuilder csv = new StringBuilder(FIXED_COLUMNS).append(',').append(GradebookCsv.field(column)).append("\r\n");
        GradebookCsv.row(csv, "Points Possible", null, null, null, null, maxScore);
        for (Standing s : standings) {
            RosterEntry who = roster.getOrDefault(s.learner(), RosterEntry.unknown(s.learner()));
            GradebookCsv.row(csv, who.name() == null ? s.learner() : who.name(), null, s.learner(), who.email(),
                    who.section(), s.finalScore());
        }
        return csv.toString();
    }
}
