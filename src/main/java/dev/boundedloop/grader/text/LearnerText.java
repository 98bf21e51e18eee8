package dev.boundedloop.grader.text;

/**
 * Learner texts as a report keeps them: whole up to a cap, else their start and a visible mark. A
 * learner's loop may return a stop reason of millions of characters; the report shows what a person
 * can read and says how much there was.
 */
public final class LearnerText {

    private LearnerText() {}

    /**
     * The text itself when it has at most {@code maxChars} chars; otherwise its first
     * {@code maxChars} (one fewer when that would split a surrogate pair) followed by
     * {@code …[truncated: N chars in all]}. Null stays null.
     */
    public static String cut(String text, int maxChars) {
        if (text == null || text.length() <= maxChars) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
        return text.substring(0, end) + mark(text.length());
    }

    /** The mark that stands for the entries of a list, or the messages of a transcript, left out after its first ones. */
    public static String moreLeftOut(int count, String what) {
        return "…[truncated: " + count + " more " + what + "]";
    }

    private static String mark(int length) {
        return "…[truncated: " + length + " chars in all]";
    }
}
