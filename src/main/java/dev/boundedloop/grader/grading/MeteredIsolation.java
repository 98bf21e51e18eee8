package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.sandbox.runtime.AbortKind;
import dev.boundedloop.grader.sandbox.runtime.JvmHealth;
import dev.boundedloop.grader.sandbox.runtime.PolicyMade;
import dev.boundedloop.grader.sandbox.runtime.Sandbox;
import dev.boundedloop.grader.sandbox.runtime.Session;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * Runs one case's learner code under a sandbox session: fuel and memory are metered and its output
 * is captured. The verdict on a thrown exception is formed inside the session too, because a
 * learner exception's getMessage or toString is learner code.
 */
public final class MeteredIsolation implements CaseIsolation {

    @Override
    public <T> Isolated<T> run(Budget budget, Callable<T> learnerCode) {
        T value = null;
        LearnerFailure failure = null;
        Session session = Sandbox.open(budget.fuel(), budget.memoryBytes());
        try {
            try {
                value = learnerCode.call();
            } catch (Throwable thrown) {
                failure = classify(thrown, session);
            }
        } finally {
            session.close();
        }
        return new Isolated<>(value, failure, output(session));
    }

    private static LearnerFailure classify(Throwable thrown, Session session) {
        try {
            Optional<AbortKind> abort = session.abort();
            if (abort.isPresent() || Session.isAbort(thrown)) {
                return aborted(abort.orElse(AbortKind.FUEL), session);
            }
            JvmHealth.observe(thrown);
            if (thrown instanceof PolicyMade) {
                return LearnerFailure.thrownByPolicy(thrown, PolicyMade.reportedClassName(thrown));
            }
            if (thrown instanceof StackOverflowError) {
                return new LearnerFailure(CaseOutcome.ERROR, StackOverflowError.class.getName(),
                        "java.lang.StackOverflowError: the policy recursed too deeply");
            }
            return LearnerFailure.of(thrown);
        } catch (Throwable whileDescribing) {
            // The exception's own getMessage ran out of budget or threw: the budget's verdict stands.
            return session.abort().map(kind -> aborted(kind, session))
                    .orElseGet(() -> new LearnerFailure(CaseOutcome.ERROR, thrown.getClass().getName(),
                            thrown.getClass().getName() + " (its message could not be read)"));
        }
    }

    private static LearnerFailure aborted(AbortKind kind, Session session) {
        return kind == AbortKind.MEMORY
                ? new LearnerFailure(CaseOutcome.MEMORY_LIMIT, null,
                        "the policy allocated more than its " + session.memoryLimit() + "-byte budget")
                : new LearnerFailure(CaseOutcome.TIMEOUT, null,
                        "the policy used all " + session.fuelLimit() + " units of its fuel");
    }

    private static String output(Session session) {
        String err = session.stderr();
        return err.isEmpty() ? session.stdout() : session.stdout() + "\n[stderr]\n" + err;
    }
}
