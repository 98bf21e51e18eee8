/**
 * Report storage: each report one immutable row of gzipped JSON, its cases and transcripts stored
 * once per distinct content under their SHA-256 and shared between reports, and the event that a
 * report was stored.
 */
package dev.boundedloop.grader.reports;
