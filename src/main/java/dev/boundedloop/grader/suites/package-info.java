/**
 * Suites as data in the service: suite versions checked before they are stored, activation, the
 * deployment's suite folder imported at start-up, and assignments opened, drafted or retired.
 */
package dev.boundedloop.grader.suites;
