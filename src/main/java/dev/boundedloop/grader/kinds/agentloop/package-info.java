/**
 * Lesson 1's agent loop as an assignment kind: scripted runs of the learner's loop and seeded random
 * ones, with their case files, the harness (scripted model, recorder, copies), executors, generator,
 * shrinker and the check of runs' declarations.
 */
package dev.boundedloop.grader.kinds.agentloop;
