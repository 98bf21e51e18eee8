package dev.boundedloop.grader.grading;

import org.junit.platform.engine.DiscoverySelector;

/** Selects the cases of one grading run for the suite engine; carries the run itself. */
record GradingSelector(GradingRun run) implements DiscoverySelector {}
