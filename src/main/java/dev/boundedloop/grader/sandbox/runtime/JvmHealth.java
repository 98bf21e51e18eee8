package dev.boundedloop.grader.sandbox.runtime;

/**
 * Whether this JVM may carry damage from a job into the next one. A StackOverflowError or a
 * LinkageError can strike inside a JDK class's static initialiser, which then stays broken for
 * every later caller ("Could not initialize class ..."), and an abort in the middle of a compile can
 * leave javac's reused state half-cleared. Nothing in-process can repair that, so whoever sees such
 * an error marks the JVM suspect, and a worker JVM that is suspect after a job is retired instead of
 * taking another one.
 *
 * <p>Errors a policy constructs itself ({@link PolicyMade}) are only thrown values and mark nothing.
 */
public final class JvmHealth {

    /** The first reason: a sentence, or the class of an error the JVM raised (named only when asked). */
    private static volatile Object firstReason;

    private JvmHealth() {}

    /** Records why this JVM should not be trusted with another job; the first reason is kept. */
    public static void suspect(String reason) {
        if (firstReason == null) {
            firstReason = reason;
        }
    }

    /**
     * Marks the JVM suspect when {@code seen} is an error the JVM raised that may have broken shared
     * state. Called by every learner exception handler, often with the stack all but full: it builds
     * no text and calls nothing deep, or it would overflow again itself, and the handler that called it
     * would pass the error up without being charged its fuel.
     */
    public static void observe(Throwable seen) {
        if (firstReason == null && mayBreakSharedState(seen)) {
            firstReason = seen.getClass();
        }
    }

    static boolean mayBreakSharedState(Throwable seen) {
        return (seen instanceof VirtualMachineError || seen instanceof LinkageError) && !(seen instanceof PolicyMade);
    }

    /** Why this JVM is suspect, or null while it is healthy. */
    public static String suspicion() {
        Object reason = firstReason;
        return reason instanceof Class<?> raised ? raised.getName() + " observed during a job" : (String) reason;
    }
}
