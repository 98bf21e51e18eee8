/**
 * Regrades: grading an assignment's submissions (or one) again with the active suite, in one shared
 * fair-share flow, and reading back their progress and the score differences they made.
 */
package dev.boundedloop.grader.regrades;
