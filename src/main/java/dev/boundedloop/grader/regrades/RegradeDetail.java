package dev.boundedloop.grader.regrades;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/** A regrade's progress and, for each submitter it touched, the score differences it made so far. */
public record RegradeDetail(@JsonUnwrapped RegradeSummary regrade, List<LearnerRegrade> learners) {}
