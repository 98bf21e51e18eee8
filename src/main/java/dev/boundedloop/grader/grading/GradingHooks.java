package dev.boundedloop.grader.grading;

import java.util.Map;
import java.util.function.Consumer;

/**
 * How a supervisor follows and steers one grading from outside. A worker reports each stage and
 * case as it starts, so that if the process dies, the supervisor knows which case killed it; on
 * the retry, that case is given its verdict without running it again.
 *
 * @param onStage called with "compile" and then "run" as those stages begin
 * @param onCaseStart called with a case id before that case's learner code runs
 * @param presetFailures verdicts for cases that must not run again, by case id
 */
public record GradingHooks(Consumer<String> onStage, Consumer<String> onCaseStart,
        Map<String, LearnerFailure> presetFailures) {

    public static final GradingHooks NONE = new GradingHooks(stage -> {}, caseId -> {}, Map.of());

    public GradingHooks {
        presetFailures = Map.copyOf(presetFailures);
    }
}
