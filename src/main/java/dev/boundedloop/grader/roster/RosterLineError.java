package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.problems.GraderProblem;
import java.util.Comparator;
import java.util.List;

/** Why one line of a roster file cannot be imported. */
public record RosterLineError(int line, String message) {

    /** A 422 answer is kept readable; the first errors are usually enough to see the pattern. */
    static final int MAX_LISTED = 100;

    /** The answer to a roster with errors: nothing was imported, and each error names its line. */
    public static GraderProblem rejected(List<RosterLineError> errors) {
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a rejected roster has at least one error");
        }
        List<RosterLineError> sorted = errors.stream().sorted(Comparator.comparingInt(RosterLineError::line)).toList();
        List<RosterLineError> listed = List.copyOf(sorted.subList(0, Math.min(MAX_LISTED, sorted.size())));
        String detail = "Nothing was imported: the roster has " + (sorted.size() == 1 ? "an error" : sorted.size() + " errors")
                + ", listed in 'errors'" + (sorted.size() > listed.size() ? " (the first " + listed.size() + ")" : "")
                + ". The first is " + listed.get(0).text() + ". Fix the file and send all of it again.";
        GraderProblem problem = new GraderProblem(GraderProblem.Kind.UNPROCESSABLE, "Roster not imported", detail);
        problem.with("errors", listed);
        return problem;
    }

    String text() {
        return "line " + line + ": " + message;
    }
}
