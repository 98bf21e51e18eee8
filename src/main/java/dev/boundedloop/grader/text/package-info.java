/**
 * The one helper that cuts a text a learner's code produced before a report keeps it, with a mark
 * that says it was cut and how long it was. Suites, the grading core and the worker supervisor share it.
 */
package dev.boundedloop.grader.text;
