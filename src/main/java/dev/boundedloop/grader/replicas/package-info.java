/**
 * What replicas tell each other through PostgreSQL: that jobs were queued (a NOTIFY), and that a
 * replica died (its advisory lock dropped), so its leases are taken over at once. On H2 nothing.
 */
package dev.boundedloop.grader.replicas;
