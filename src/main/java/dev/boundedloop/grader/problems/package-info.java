/**
 * What a service says when it refuses a request: a {@link dev.boundedloop.grader.problems.GraderProblem}
 * of a kind (invalid, not found, conflict, …) with a detail a person can act on. It knows nothing of
 * HTTP; the {@code web} package renders it as an RFC 9457 problem detail.
 */
package dev.boundedloop.grader.problems;
