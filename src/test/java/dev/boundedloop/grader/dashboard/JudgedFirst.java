package dev.boundedloop.grader.dashboard;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The order in which the pages list a case's differing values: as a walk of the stored values finds
 * them, except that the field the case's message names ("modelCalls: expected 3, observed 4", "step 3:
 * expected ..."), which the grader judged first, comes first, so that the message and the first
 * difference agree.
 */
final class JudgedFirst {

    private static final Pattern NAMED = Pattern.compile("([A-Za-z_]\\w*): expected ");
    private static final Pattern STEP = Pattern.compile("\\bstep (\\d+): expected ");

    private JudgedFirst() {}

    /**
     * The field the message names, as a path: a charged step's "step 3: expected" is steps[2], its ledger,
     * end and attempt counts by their words, anything else by the word before ": expected ".
     */
    static String field(String message) {
        String text = message == null ? "" : message;
        Matcher step = STEP.matcher(text);
        if (step.find()) {
            return "steps[" + (Integer.parseInt(step.group(1)) - 1) + "]";
        }
        if (text.matches("(?s).*\\bledger \\(calls, cents\\).*")) {
            return "ledger";
        }
        if (text.matches("(?s).*\\bthe run should end with .*")) {
            return "end";
        }
        if (text.matches("(?s).*\\bexpected \\d+ provider attempts and \\d+ tool runs.*")) {
            return "providerAttempts";
        }
        Matcher named = NAMED.matcher(text);
        return named.find() ? named.group(1) : null;
    }

    static <T> List<T> inFront(List<T> walked, Function<T, String> path, String message) {
        String field = field(message);
        if (field == null) {
            return walked;
        }
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
