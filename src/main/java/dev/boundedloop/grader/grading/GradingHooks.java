package dev.boundedloop.grader.grading;

import java.util.Map;
import java.util.function.Consumer;

/**
 * How a supervisor follows and steers one grading from outside. A worker reports each stage and
 * case as it starts, so that if the process dies, the supervisor knows which case killed it; on
 * the retry, that case is given its verdict without running it again, and so is every case that an
 * earlier try already finished, so no retry repeats work.
 *
 * @param onStage called with each stage as it begins
 * @param onCaseStart called with a case id before that case's learner code runs
 * @param onCaseFinished called with each case's result as soon as it is known
 * @param presetFailures verdicts for cases that must not run again, by case id
 * @param finishedEarlier results an earlier try of the same grading already produced, by case id
 */
public record GradingHooks(Consumer<GradingStage> onStage, Consumer<String> onCaseStart,
        Consumer<CaseExecution> onCaseFinished, Map<String, LearnerFailure> presetFailures,
        Map<String, CaseExecution> finishedEarlier) {

    public static final GradingHooks NONE = new GradingHooks(stage -> {}, caseId -> {}, finished -> {}, Map.of(), Map.of());

    public GradingHooks {
        presetFailures = Map.copyOf(presetFailures);
        finishedEarlier = Map.copyOf(finishedEarlier);
    }
}
