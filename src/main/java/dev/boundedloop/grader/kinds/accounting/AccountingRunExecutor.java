package dev.boundedloop.grader.kinds.accounting;

import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseIsolation;
import dev.boundedloop.grader.grading.CaseResults;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.references.ReferenceChargedStep;

/**
 * Plays a scripted run twice, with the reference step and with a fresh learner instance, and judges
 * the learner's run by the first way it differs: the ledger after each attempt first, because that
 * is where a step that charges too late shows.
 */
final class AccountingRunExecutor {

    private AccountingRunExecutor() {}

    static CaseExecution execute(AccountingRunCase c, GradingRun run) {
        AccountingObservation reference = AccountingRunner.play(c.run(), new ReferenceChargedStep());
        Object input = c.run().describe();
        CaseIsolation.Isolated<AccountingObservation> learner =
                run.isolate(() -> AccountingRunner.play(c.run(), run.newLearner(ChargedStep.class)));
        if (learner.failed()) {
            return new CaseExecution(CaseResults.failed(c.header(), learner.failure(), input, reference.toMap(),
                    learner.stdout()), null);
        }
        AccountingObservation observed = learner.value();
        String difference = observed.firstDifferenceFrom(reference);
        return new CaseExecution(CaseResults.judged(c.header(), difference == null, input, reference.toMap(),
                observed.toMap(), difference, learner.stdout()), null);
    }
}
