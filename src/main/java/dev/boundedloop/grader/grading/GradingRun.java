package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.policy.AdmissionPolicy;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One grading of one policy against one suite, as the suite engine sees it: what to run, how to
 * make fresh policy instances, and where each case's result goes.
 */
final class GradingRun {

    private final Suite suite;
    private final Callable<AdmissionPolicy> freshPolicy;
    private final CaseIsolation isolation;
    private final Map<String, CaseExecution> executions = new ConcurrentHashMap<>();

    GradingRun(Suite suite, Callable<AdmissionPolicy> freshPolicy, CaseIsolation isolation) {
        this.suite = suite;
        this.freshPolicy = freshPolicy;
        this.isolation = isolation;
    }

    Suite suite() {
        return suite;
    }

    CaseIsolation isolation() {
        return isolation;
    }

    /** Learner code (the constructor): call it only inside {@link #isolation()}. */
    AdmissionPolicy newPolicy() throws Exception {
        return freshPolicy.call();
    }

    void record(String caseId, CaseExecution execution) {
        executions.put(caseId, execution);
    }

    CaseExecution execution(String caseId) {
        return executions.get(caseId);
    }
}
