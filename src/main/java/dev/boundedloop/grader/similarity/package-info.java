/**
 * Code similarity between learners' final submissions of an assignment (JPlag), run in the background
 * and stored as pairs with their matched ranges.
 */
package dev.boundedloop.grader.similarity;
