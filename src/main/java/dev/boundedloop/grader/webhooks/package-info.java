/**
 * Callback URLs that instructors register, and the POST each one gets on every final report: signed
 * with the hook's secret, written to an outbox in the report's transaction, and sent from there with
 * retries, so a restart loses no delivery.
 */
package dev.boundedloop.grader.webhooks;
