package dev.boundedloop.grader.grading;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Where a running grading is: its stage and, in the run stage, which case of how many. A hidden
 * case is never named, only counted, since whoever watches may be the learner.
 *
 * @param caseNumber the running case's place in the suite, from 1; null before the cases run
 * @param caseId the running case's id when it is a visible case, else null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record GradingProgress(GradingStage stage, Integer caseNumber, Integer cases, String caseId) {}
