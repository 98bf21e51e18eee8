/**
 * The fair-share job queue on the database and its leases, and this replica's part in it: the
 * dispatcher that claims jobs for free grading threads, grading a claimed job in the worker pool,
 * the gradings under way, the queue's health and the service's metrics.
 */
package dev.boundedloop.grader.queue;
