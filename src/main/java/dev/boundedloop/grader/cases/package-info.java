/**
 * Case suites as files, whatever their assignment kind: the assignment and its learner API, the case
 * header, {@code assignment.json} and its strict reading, loading (each case file read by the kind
 * the assignment names), bundles of suite files from a folder or a zip, and the built-in visible part.
 * The kinds' own case formats are in their packages under {@code kinds}.
 */
package dev.boundedloop.grader.cases;
