/**
 * Warm worker JVMs and their supervisor: the pool that sends jobs and suites to workers, watches them
 * with a watchdog and a shared progress board, and retries or blames a job whose worker died.
 */
package dev.boundedloop.grader.workers;
