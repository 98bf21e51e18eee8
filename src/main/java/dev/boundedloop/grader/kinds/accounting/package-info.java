/**
 * Unit B's attempt accounting as an assignment kind: scripted runs of the learner's charged step and
 * seeded random ones, with their case files (each run's declaration played with the reference step
 * as it is read), the runner, executors, generator and shrinker.
 */
package dev.boundedloop.grader.kinds.accounting;
