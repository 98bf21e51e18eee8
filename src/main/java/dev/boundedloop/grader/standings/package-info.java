/**
 * Each learner's kept standing per assignment (learner_standings), refreshed in the transaction that
 * changes what it depends on; how late a submission came and what that costs; instructors' score
 * overrides.
 */
package dev.boundedloop.grader.standings;
