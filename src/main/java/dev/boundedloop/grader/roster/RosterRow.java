package dev.boundedloop.grader.roster;

/** One learner as a roster file lists them, with the line it starts on so errors can point at it. */
public record RosterRow(int line, String id, LearnerProfile profile) {}
