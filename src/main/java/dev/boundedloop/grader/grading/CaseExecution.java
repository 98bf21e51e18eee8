package dev.boundedloop.grader.grading;

/** A case's result, and the learner's loop transcript when the case ran the loop. */
record CaseExecution(CaseResult result, CaseTranscript transcript) {}
