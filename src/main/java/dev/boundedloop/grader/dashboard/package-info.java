/**
 * The instructor dashboard's routes; its page, scripts and styles are static files under
 * {@code static/dashboard/}.
 */
package dev.boundedloop.grader.dashboard;
