/**
 * Case suites as files: the JSON format of decisions, loop scenarios and properties, loading and
 * checking them, bundles of suite files from a folder or a zip, and the built-in visible part.
 */
package dev.boundedloop.grader.cases;
