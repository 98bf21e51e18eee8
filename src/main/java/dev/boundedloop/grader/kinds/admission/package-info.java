/**
 * Unit A's admission policy as an assignment kind: decision cases, loop scenarios run in the bounded
 * loop on a stopped clock, and properties of either, with their case files, executors, generators,
 * shrinkers and the check of scenarios' declared runs.
 */
package dev.boundedloop.grader.kinds.admission;
