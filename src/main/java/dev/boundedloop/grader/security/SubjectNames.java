package dev.boundedloop.grader.security;

import dev.boundedloop.grader.problems.GraderProblem;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The names a token's subject is made of: a learner's id, or the name after {@code ci:} or
 * {@code instructor:}. The roster and the tokens check them alike.
 */
public final class SubjectNames {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");

    private SubjectNames() {}

    public static void check(String name, String field) {
        if (name == null || problem(name, field).isPresent()) {
            throw GraderProblem.badRequest("The " + field + " must be 1 to 64 characters of a-z, 0-9, '.', '_' or '-', "
                    + "starting with a letter or digit, e.g. {\"" + field + "\":\"alice\"}");
        }
    }

    public static Optional<String> problem(String name, String field) {
        if (NAME.matcher(name).matches()) {
            return Optional.empty();
        }
        String shown = name.length() > 70 ? name.substring(0, 70) + "…" : name;
        return Optional.of(field + " \"" + shown + "\" must be 1 to 64 characters of a-z, 0-9, '.', '_' or '-', "
                + "starting with a letter or digit" + (NAME.matcher(name.toLowerCase()).matches() ? " (lower case)" : ""));
    }
}
