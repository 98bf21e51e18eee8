package dev.boundedloop.grader.cases;

/** One gradable case of a suite: a decision, a loop scenario or a property. */
public sealed interface SuiteCase permits DecisionCase, LoopScenario, PropertyCase {

    CaseHeader header();
}
