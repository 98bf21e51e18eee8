package dev.boundedloop.grader.web;

import dev.boundedloop.grader.problems.GraderProblem;

/**
 * Text a client sends that the service will store or search by: it must be text the databases
 * hold unchanged. PostgreSQL refuses NUL in text (the request would fail as a 500), and a lone
 * UTF-16 surrogate has no UTF-8 form (PostgreSQL stores it as '?').
 */
public final class RequestText {

    private RequestText() {}

    /** Why {@code value} cannot be stored as it is, or null when it can. */
    public static String problem(String value) {
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '\u0000') {
                return "contains a NUL character (\\u0000), which cannot be stored; remove it";
            }
            if (Character.isHighSurrogate(ch)) {
                if (i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                    i++;
                    continue;
                }
                return "contains a lone UTF-16 surrogate (\\u" + hex(ch) + ") at character " + i
                        + ", which is not text; send valid Unicode";
            }
            if (Character.isLowSurrogate(ch)) {
                return "contains a lone UTF-16 surrogate (\\u" + hex(ch) + ") at character " + i
                        + ", which is not text; send valid Unicode";
            }
        }
        return null;
    }

    /** Refuses a named field or parameter whose value cannot be stored, with 400 naming it. */
    public static void require(String name, String value) {
        String problem = value == null ? null : problem(value);
        if (problem != null) {
            throw GraderProblem.badRequest("'" + name + "' " + problem);
        }
    }

    private static String hex(char ch) {
        return String.format("%04X", (int) ch);
    }
}
