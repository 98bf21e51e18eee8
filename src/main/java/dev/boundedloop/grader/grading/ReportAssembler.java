package dev.boundedloop.grader.grading;

import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Listens to the suite engine and collects each finished case's result in execution order. A case
 * that finished without a result is the grader's own fault, kept apart from learner outcomes.
 */
final class ReportAssembler implements TestExecutionListener {

    private final GradingRun run;
    private final List<CaseResult> cases = new ArrayList<>();
    private final List<CaseTranscript> transcripts = new ArrayList<>();
    private final List<String> graderFaults = new ArrayList<>();

    ReportAssembler(GradingRun run) {
        this.run = run;
    }

    @Override
    public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
        if (!identifier.isTest()) {
            result.getThrowable().ifPresent(t -> graderFaults.add("suite engine failed: " + t));
            return;
        }
        String caseId = identifier.getUniqueIdObject().getLastSegment().getValue();
        CaseExecution execution = run.execution(caseId);
        if (execution == null) {
            graderFaults.add("case " + caseId + " produced no result: "
                    + result.getThrowable().map(Throwable::toString).orElse("unknown"));
            return;
        }
        cases.add(execution.result());
        if (execution.transcript() != null) {
            transcripts.add(execution.transcript());
        }
    }

    List<CaseResult> cases() {
        return cases;
    }

    List<CaseTranscript> transcripts() {
        return transcripts;
    }

    List<String> graderFaults() {
        return graderFaults;
    }
}
