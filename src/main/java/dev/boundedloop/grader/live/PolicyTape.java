package dev.boundedloop.grader.live;

import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.loop.Limits;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The learner policy's answers, as the sandbox observed them, to the questions one live run's loop
 * can ask (see {@link AdmissionProbe}), replayed in the service in place of the policy. It is data,
 * not learner code: the service never loads the learner's class.
 *
 * @param answers the answer to question {@code k} (asked with {@code usedCalls = k}) at index {@code k}
 * @param stop when the policy did not answer question {@code answers.size()}: why (outcome and message)
 */
record PolicyTape(Limits limits, List<Admission> answers, Optional<Stop> stop) implements AdmissionPolicy {

    /** The policy's failure at the question after its last answer. */
    record Stop(CaseOutcome outcome, String message) {}

    PolicyTape {
        answers = List.copyOf(answers);
    }

    @Override
    public Admission decide(AdmissionState state) {
        int k = state.usedCalls();
        if (state.maxCalls() != limits.modelCalls() || state.budgetCents() != limits.modelBudgetCents()
                || state.nextCostCents() != limits.costOfAttempt(k)) {
            throw new IllegalStateException("the loop asked a question the probe did not ask: " + state);
        }
        if (k < answers.size()) {
            return answers.get(k);
        }
        if (k == answers.size() && stop.isPresent()) {
            throw new PolicyStopped(stop.get().outcome(), stop.get().message());
        }
        throw new IllegalStateException("the probe has no answer to question " + k);
    }

    /** The tape the probe's report shows; empty when the report is not a probe's graded report. */
    static Optional<PolicyTape> of(GradingReport report, Limits limits) {
        int questions = limits.modelCalls() + 1;
        Optional<CaseResult> longest = result(report, questions);
        if (longest.isEmpty()) {
            return Optional.empty();
        }
        if (!failed(longest.get())) {
            return judged(longest.get(), limits);
        }
        for (int m = 1; m <= questions; m++) {
            Optional<CaseResult> probe = result(report, m);
            if (probe.isPresent() && failed(probe.get())) {
                // The first m - 1 questions were answered CALL (probe m - 1 completed); question m - 1 failed.
                return Optional.of(new PolicyTape(limits, Collections.nCopies(m - 1, Admission.CALL),
                        Optional.of(new Stop(probe.get().outcome(), probe.get().message()))));
            }
        }
        return Optional.empty();
    }

    private static Optional<PolicyTape> judged(CaseResult longest, Limits limits) {
        if (!(longest.observed() instanceof Map<?, ?> observed) || !(observed.get("modelCalls") instanceof Number calls)) {
            return Optional.empty();
        }
        List<Admission> answers = new ArrayList<>(Collections.nCopies(calls.intValue(), Admission.CALL));
        switch (String.valueOf(observed.get("status"))) {
            case "MODEL_CALL_LIMIT" -> answers.add(Admission.MODEL_CALL_LIMIT);
            case "MODEL_COST_LIMIT" -> answers.add(Admission.MODEL_COST_LIMIT);
            case "BACKSTOP" -> answers.add(Admission.CALL);
            default -> {
                return Optional.empty();
            }
        }
        return Optional.of(new PolicyTape(limits, answers, Optional.empty()));
    }

    private static boolean failed(CaseResult result) {
        return result.outcome() != CaseOutcome.PASS && result.outcome() != CaseOutcome.FAIL;
    }

    private static Optional<CaseResult> result(GradingReport report, int questions) {
        String id = AdmissionProbe.caseId(questions);
        return report.cases().stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
