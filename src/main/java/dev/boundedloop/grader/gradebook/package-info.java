/**
 * An assignment's gradebook as CSV, one row per learner with the roster's columns, in the standard
 * form or the form Canvas imports.
 */
package dev.boundedloop.grader.gradebook;
