/**
 * The reference solutions of the learner APIs: trusted code the grader runs outside the sandbox to
 * produce each case's expected behaviour. Learners never see these classes; javac is not given them.
 */
package dev.boundedloop.references;
