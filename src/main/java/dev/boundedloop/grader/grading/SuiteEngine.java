package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.SuiteCase;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;

/**
 * A JUnit Platform engine whose tests are a suite's cases. It is registered with the grader's own
 * launcher only (never through the service loader), so it never runs in someone else's build.
 */
final class SuiteEngine implements TestEngine {

    static final String ID = "admission-grader-suite";

    @Override
    public String getId() {
        return ID;
    }

    @Override
    public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        EngineDescriptor engine = new EngineDescriptor(uniqueId, "admission-grader suite");
        for (GradingSelector selector : request.getSelectorsByType(GradingSelector.class)) {
            for (SuiteCase suiteCase : selector.run().suite().cases()) {
                engine.addChild(new CaseDescriptor(uniqueId, suiteCase, selector.run()));
            }
        }
        return engine;
    }

    @Override
    public void execute(ExecutionRequest request) {
        EngineExecutionListener listener = request.getEngineExecutionListener();
        TestDescriptor engine = request.getRootTestDescriptor();
        listener.executionStarted(engine);
        for (TestDescriptor child : engine.getChildren()) {
            CaseDescriptor descriptor = (CaseDescriptor) child;
            listener.executionStarted(descriptor);
            listener.executionFinished(descriptor, execute(descriptor));
        }
        listener.executionFinished(engine, TestExecutionResult.successful());
    }

    private static TestExecutionResult execute(CaseDescriptor descriptor) {
        GradingRun run = descriptor.run();
        SuiteCase suiteCase = descriptor.suiteCase();
        try {
            String caseId = suiteCase.header().id();
            run.hooks().onCaseStart().accept(caseId);
            LearnerFailure preset = run.hooks().presetFailures().get(caseId);
            CaseExecution earlier = run.hooks().finishedEarlier().get(caseId);
            long begin = System.nanoTime();
            // Bounded as soon as it is made, before a worker sends it or keeps it: a learner's loop may
            // return texts of millions of chars. An earlier try's result was bounded where it was made.
            CaseExecution execution = earlier != null ? earlier
                    : preset != null ? new CaseExecution(CaseResults.failed(suiteCase.header(), preset, null, null, ""), null)
                    : ReportBounds.bounded(run.kind().execute(suiteCase, run));
            run.addCaseNanos(System.nanoTime() - begin);
            run.record(caseId, execution);
            run.hooks().onCaseFinished().accept(execution);
            CaseResult result = execution.result();
            return result.outcome() == CaseOutcome.PASS
                    ? TestExecutionResult.successful()
                    : TestExecutionResult.failed(new CaseNotPassed(result));
        } catch (RuntimeException graderFault) {
            return TestExecutionResult.failed(graderFault);
        }
    }

    /** The failure a JUnit listener sees for a case that did not pass: its outcome and message. */
    static final class CaseNotPassed extends AssertionError {
        CaseNotPassed(CaseResult result) {
            super(result.outcome() + (result.message() == null ? "" : ": " + result.message()), null);
        }
    }
}
