package dev.boundedloop.grader.dashboard;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order in which the pages list a case's differing values: as a walk of the stored values finds
 * them, except that the field the case's message names ("modelCalls: expected 3, observed 4"), which
 * the grader judged first, comes first.
 */
final class JudgedFirst {

    private static final Pattern NAMED = Pattern.compile("([A-Za-z_]\\w*): expected ");

    private JudgedFirst() {}

    static <T> List<T> inFront(List<T> walked, Function<T, String> path, String message) {
        Matcher named = NAMED.matcher(message == null ? "" : message);
        if (!named.find()) {
            return walked;
        }
        String field = named.group(1);
        for (int i = 0; i < walked.size(); i++) {
            String at = path.apply(walked.get(i));
            if (at.equals(field) || at.startsWith(field + ".") || at.startsWith(field + "[")) {
                if (i == 0) {
                    return walked;
                }
                List<T> reordered = new ArrayList<>(walked);
                reordered.add(0, reordered.remove(i));
                return reordered;
            }
        }
        return walked;
    }
}
