/**
 * The jar's command line (picocli): {@code grade} is the CI grading hook, {@code suite-check} checks a
 * suite, {@code serve} starts the service, and the benchmarks measure the worker pool and similarity.
 */
package dev.boundedloop.grader.cli;
