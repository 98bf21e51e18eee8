/**
 * The commands of the service jar that need the service's code (Spring, the database, the JPlag
 * bridge): {@code serve}, {@code seed}, {@code instructor-token}, {@code similarity-benchmark}, and the
 * service jar's entry point. The learner's jar leaves this package out.
 */
package dev.boundedloop.grader.cli.service;
