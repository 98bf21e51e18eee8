package dev.boundedloop.grader.sandbox.runtime;

/**
 * Marks an error that learner code constructed itself ({@code throw new StackOverflowError()}),
 * which the instrumenter substitutes for the JDK class of the same name. Such an error is reported
 * as the learner's ERROR under the JDK name, never as the sandbox's MEMORY_LIMIT or a sign that
 * the worker JVM is damaged.
 */
public interface PolicyMade {

    /** The JDK class the learner's code named. */
    default String jdkClassName() {
        return getClass().getSuperclass().getName();
    }

    /** The name to report for {@code thrown}: the JDK's name where learner code made it. */
    static String reportedClassName(Throwable thrown) {
        return thrown instanceof PolicyMade made ? made.jdkClassName() : thrown.getClass().getName();
    }
}
