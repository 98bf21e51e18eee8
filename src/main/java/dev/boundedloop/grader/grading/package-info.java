/**
 * The grader: source intake, compile, verify, instrument, load, the suite engine on the JUnit
 * Platform, properties with shrinking, and the report with its JSON, JUnit XML and Gradescope forms.
 * It uses the sandbox for each step that touches learner code.
 */
package dev.boundedloop.grader.grading;
