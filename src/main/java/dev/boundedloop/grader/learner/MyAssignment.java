package dev.boundedloop.grader.learner;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;

/**
 * An assignment as one learner meets it: the course's window with their own extension applied.
 *
 * @param dueAt their due time (an extension's, if they have one); null when never due
 * @param closesAt after it submissions are refused; null when never
 * @param extended whether the due time is an extension granted to them
 * @param submissionsLeftThisHour null when the course sets no hourly quota
 * @param implement the interface a solution implements (each assignment has its own learner API)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record MyAssignment(String id, String title, int maxScore, long visibleCases, long hiddenCases, Instant opensAt,
        Instant dueAt, Instant closesAt, boolean extended, int latePenaltyPercentPerDay, Integer submissionsPerHour,
        Integer submissionsLeftThisHour, String implement) {}
