package dev.boundedloop.grader.roster;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What the roster knows of a learner besides the id: all optional. Blank values mean "none", so a
 * spreadsheet's empty cell and a JSON null say the same thing.
 */
public record LearnerProfile(String name, String email, String section) {

    public static final int MAX_NAME = 200;
    /** The longest address SMTP can deliver to. */
    public static final int MAX_EMAIL = 254;
    public static final int MAX_SECTION = 64;
    public static final LearnerProfile NONE = new LearnerProfile(null, null, null);

    /** Control characters have no place in a name and would garble the gradebook CSV and the dashboard. */
    private static final Pattern CONTROL = Pattern.compile("\\p{Cc}");
    private static final Pattern SPACE = Pattern.compile("\\s");

    public LearnerProfile {
        name = blankAsNull(name);
        email = blankAsNull(email);
        section = blankAsNull(section);
    }

    private static String blankAsNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    /**
     * Everything wrong with the profile, each as a phrase a person can act on; empty when it may be
     * stored. Email is checked only loosely (one '@' with something on each side, no spaces): the
     * service never sends mail, and a stricter rule would refuse real addresses.
     */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        if (name != null) {
            if (name.length() > MAX_NAME) {
                problems.add("name is longer than " + MAX_NAME + " characters");
            }
            if (CONTROL.matcher(name).find()) {
                problems.add("name \"" + printable(name) + "\" contains a control character such as a tab or line break");
            }
        }
        if (email != null) {
            emailProblem(email).ifPresent(problems::add);
        }
        if (section != null) {
            if (section.length() > MAX_SECTION) {
                problems.add("section is longer than " + MAX_SECTION + " characters");
            }
            if (CONTROL.matcher(section).find()) {
                problems.add("section \"" + printable(section) + "\" contains a control character such as a tab or line break");
            }
        }
        return problems;
    }

    private static Optional<String> emailProblem(String email) {
        String quoted = "email \"" + printable(email) + "\"";
        int at = email.indexOf('@');
        if (email.length() > MAX_EMAIL) {
            return Optional.of("email is longer than " + MAX_EMAIL + " characters");
        }
        if (at < 0) {
            return Optional.of(quoted + " has no @");
        }
        if (email.indexOf('@', at + 1) >= 0) {
            return Optional.of(quoted + " has more than one @");
        }
        if (SPACE.matcher(email).find() || CONTROL.matcher(email).find()) {
            return Optional.of(quoted + " contains a space");
        }
        if (at == 0 || at == email.length() - 1) {
            return Optional.of(quoted + " needs something before and after the @");
        }
        return Optional.empty();
    }

    /** Quoted back to the instructor: short, and with line breaks shown rather than taken. */
    private static String printable(String value) {
        String shown = value.length() > 60 ? value.substring(0, 60) + "…" : value;
        return CONTROL.matcher(shown).replaceAll("?");
    }
}
