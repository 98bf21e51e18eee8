/**
 * The grader's own, trusted solutions to the learner APIs: what every learner submission is
 * compared with. They run in the grader, outside the sandbox.
 */
package dev.boundedloop.references;
