package dev.boundedloop.grader.sandbox;

/**
 * One reason the verifier refuses a submission.
 *
 * @param owner the class that was named, in dotted form ({@code java.lang.System}), or the
 *     learner's own class for a refused declaration
 * @param member the field, method or constructor ({@code exit}, {@code <init>}), or
 *     {@code <class>} when the type itself is refused
 * @param message why, in words a learner can act on
 * @param line the source line where javac recorded one, else 0
 */
public record Violation(String owner, String member, String message, int line) {

    /** The class-level pseudo member, used when a type itself is refused. */
    public static final String TYPE = "<class>";

    /** {@code owner#member}, the form the red-team corpus names its expectations in. */
    public String target() {
        return owner + "#" + member;
    }
}
