package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.text.LearnerText;

/**
 * Why a case's learner code did not return normally, summarised while still inside the case's
 * isolation (a learner exception's getMessage is learner code too).
 *
 * @param exceptionClass the thrown class's name, kept in the report
 * @param message a capped message for the report
 */
public record LearnerFailure(CaseOutcome outcome, String exceptionClass, String message) {

    static final int MESSAGE_CAP = 500;

    /** Summarises an exception thrown by learner code that the sandbox did not classify itself. */
    public static LearnerFailure of(Throwable thrown) {
        String type = thrown.getClass().getName();
        if (thrown instanceof UnsupportedOperationException) {
            return new LearnerFailure(CaseOutcome.NEEDS_WORK, type, cap("unfinished: " + safeMessage(thrown)));
        }
        if (thrown instanceof OutOfMemoryError) {
            return new LearnerFailure(CaseOutcome.MEMORY_LIMIT, type, "the policy ran out of memory");
        }
        return new LearnerFailure(CaseOutcome.ERROR, type, cap(type + ": " + safeMessage(thrown)));
    }

    /**
     * An error the policy constructed and threw itself ({@code throw new OutOfMemoryError()}): an
     * ERROR under the JDK name its source used, never the sandbox's own verdict.
     */
    public static LearnerFailure thrownByPolicy(Throwable thrown, String jdkName) {
        return new LearnerFailure(CaseOutcome.ERROR, jdkName, cap(jdkName + ": " + safeMessage(thrown)));
    }

    static String cap(String text) {
        return LearnerText.cut(text, MESSAGE_CAP);
    }

    /** A hostile getMessage may throw; the report then says so instead of failing the grade. */
    private static String safeMessage(Throwable thrown) {
        try {
            return String.valueOf(thrown.getMessage());
        } catch (RuntimeException | StackOverflowError e) {
            return "(getMessage threw " + e.getClass().getName() + ")";
        }
    }
}
