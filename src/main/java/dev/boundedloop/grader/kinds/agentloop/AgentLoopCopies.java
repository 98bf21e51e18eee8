package dev.boundedloop.grader.kinds.agentloop;

import dev.boundedloop.agentloop.Message;
import dev.boundedloop.grader.text.LearnerText;
import java.util.ArrayList;
import java.util.List;

/**
 * Copies of the lists a learner's loop hands the grader (to the model, to the observer, in its
 * result), taken at once, so nothing the loop does later can change what the grader saw. The
 * grader's code is not metered, so a copy stops at a fixed size whatever the list claims.
 */
final class AgentLoopCopies {

    /** Far above any transcript a case's run can build: two messages per turn and the opening. */
    static final int MAX_MESSAGES = 1_000;
    /** How much of a message's content a report shows. */
    static final int SHOWN_CHARS = 200;

    private AgentLoopCopies() {}

    /**
     * @param what the list, in words, for the error that a list with more than
     *     {@value #MAX_MESSAGES} entries or with a null entry gets
     */
    static List<Message> messages(List<?> list, String what) {
        List<Message> copy = new ArrayList<>();
        // Iterated as objects: a raw list may hold anything, and a learner's own list class runs metered here.
        for (Object entry : list) {
            if (copy.size() == MAX_MESSAGES) {
                throw new IllegalStateException(what + " holds more than " + MAX_MESSAGES + " messages");
            }
            if (!(entry instanceof Message message)) {
                throw new IllegalStateException(what + " holds " + (entry == null ? "null" : "a " + entry.getClass().getName())
                        + " where a message belongs");
            }
            copy.add(message);
        }
        return List.copyOf(copy);
    }

    /** A message as a report shows it: {@code role: content}, long content cut. */
    static String shown(Message m) {
        return m.role() + ": " + shown(m.content());
    }

    static String shown(String text) {
        return text == null ? "null" : LearnerText.cut(text, SHOWN_CHARS);
    }

    static List<String> shown(List<Message> messages) {
        return messages.stream().map(AgentLoopCopies::shown).toList();
    }
}
