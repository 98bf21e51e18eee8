/**
 * The grader, whatever the assignment kind: source intake, compile, verify, instrument, load, the
 * {@link dev.boundedloop.grader.grading.AssignmentKind} interface each kind implements, the suite
 * engine on the JUnit Platform, isolation, the shrinker and verdicts every kind's properties share,
 * and the report with its JSON, JUnit XML and Gradescope forms. It uses the sandbox for each step
 * that touches learner code.
 */
package dev.boundedloop.grader.grading;
