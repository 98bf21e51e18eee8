/**
 * Code similarity between learners' final submissions of an assignment, run in the background and
 * stored as pairs with their matched ranges. JPlag does the comparing, as a separate program in a JVM of
 * its own (the JPlag bridge, src/jplag): nothing here links it.
 */
package dev.boundedloop.grader.similarity;
