package dev.boundedloop.grader.sandbox;

/**
 * A verified class that cannot be run once metered: a method whose bytecode grows past the JVM's
 * 64 KiB limit when fuel checks are added, or a class past the constant pool's limit. The source is
 * the cause, so the learner gets a REJECTED report naming the method, not an internal error.
 */
public final class NotInstrumentable extends RuntimeException {

    private final Violation violation;

    NotInstrumentable(Violation violation) {
        super(violation.owner() + "#" + violation.member() + ": " + violation.message());
        this.violation = violation;
    }

    public Violation violation() {
        return violation;
    }
}
