package dev.boundedloop.grader.grading;

/** A case's result, and the learner's loop transcript when the case ran the loop. */
public record CaseExecution(CaseResult result, CaseTranscript transcript) {}
