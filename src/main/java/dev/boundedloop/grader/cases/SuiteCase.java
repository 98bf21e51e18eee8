package dev.boundedloop.grader.cases;

/**
 * One gradable case of a suite. Each learner API brings its own kinds (decisions, loop scenarios
 * and properties for the admission policy); the suite engine dispatches on the kind.
 */
public interface SuiteCase {

    CaseHeader header();
}
