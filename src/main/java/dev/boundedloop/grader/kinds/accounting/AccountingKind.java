package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.Provider;
import dev.boundedloop.accounting.ProviderFailure;
import dev.boundedloop.accounting.ProviderReply;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.accounting.ToolFailure;
import dev.boundedloop.accounting.Toolbox;
import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.grading.AssignmentKind;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.references.ReferenceChargedStep;
import java.util.List;

/**
 * Unit B's attempt accounting: scripted runs of the learner's charged step, and seeded random ones.
 * A run's declaration is checked against the reference step as its file is read, so a suite check
 * has nothing more to ask of this kind.
 */
public final class AccountingKind implements AssignmentKind {

    public static final LearnerApi API = new LearnerApi("attempt-accounting", "dev.boundedloop.accounting",
            ChargedStep.class,
            List.of(ChargedStep.class, Ledger.class, AttemptLimits.class, Provider.class, ProviderReply.class,
                    ProviderFailure.class, Toolbox.class, ToolFailure.class, StepResult.class, StepStatus.class),
            ReferenceChargedStep.class);

    @Override
    public LearnerApi api() {
        return API;
    }

    @Override
    public List<SuiteCase> read(byte[] bytes, String file, CaseFileReader.SpecParser parser) {
        return AccountingCaseFiles.read(bytes, file, parser);
    }

    @Override
    public CaseExecution execute(SuiteCase suiteCase, GradingRun run) {
        if (suiteCase instanceof AccountingRunCase accountingRun) {
            return AccountingRunExecutor.execute(accountingRun, run);
        }
        if (suiteCase instanceof AccountingPropertyCase accountingProperty) {
            return AccountingPropertyExecutor.execute(accountingProperty, run);
        }
        throw AssignmentKind.notOfThisKind(suiteCase);
    }
}
