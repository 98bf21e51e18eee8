package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One grading of one submission against one suite, as the suite engine sees it: what to run, how
 * to make fresh instances of the learner's class, and where each case's result goes.
 */
public final class GradingRun {

    private final Suite suite;
    private final AssignmentKind kind;
    private final Callable<?> freshLearner;
    private final CaseIsolation isolation;
    private final CaseIsolation.Budget budget;
    private final GradingHooks hooks;
    private final AtomicLong caseNanos = new AtomicLong();
    private final Map<String, CaseExecution> executions = new ConcurrentHashMap<>();

    GradingRun(Suite suite, AssignmentKind kind, Callable<?> freshLearner, CaseIsolation isolation,
            GradingHooks hooks) {
        this.hooks = hooks;
        this.suite = suite;
        this.kind = kind;
        this.freshLearner = freshLearner;
        this.isolation = isolation;
        this.budget = new CaseIsolation.Budget(suite.assignment().fuelPerCase(), suite.assignment().memoryBytesPerCase());
    }

    public Suite suite() {
        return suite;
    }

    /** The kind of the suite's assignment, which runs its cases. */
    AssignmentKind kind() {
        return kind;
    }

    /** Runs learner code for one case, within the assignment's per-case budget. */
    public <T> CaseIsolation.Isolated<T> isolate(Callable<T> learnerCode) {
        return isolation.run(budget, learnerCode);
    }

    /**
     * A fresh instance of the learner's class, as the API type its cases call. Learner code (the
     * constructor): call it only inside {@link #isolate}.
     */
    public <T> T newLearner(Class<T> api) throws Exception {
        return api.cast(freshLearner.call());
    }

    GradingHooks hooks() {
        return hooks;
    }

    /** Adds the time one case's executor took, so the platform's overhead can be told apart. */
    void addCaseNanos(long nanos) {
        caseNanos.addAndGet(nanos);
    }

    long caseNanos() {
        return caseNanos.get();
    }

    void record(String caseId, CaseExecution execution) {
        executions.put(caseId, execution);
    }

    CaseExecution execution(String caseId) {
        return executions.get(caseId);
    }
}
