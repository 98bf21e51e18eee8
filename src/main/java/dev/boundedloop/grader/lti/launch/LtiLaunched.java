package dev.boundedloop.grader.lti.launch;

/**
 * A launch was accepted and its user signed in: published after the launch's own writes, for what
 * follows from a launch (the link's line item remembered, a roster sync begun).
 *
 * @param graderSubject the learner id or instructor subject signed in
 * @param assignment the linked assignment, or null
 */
public record LtiLaunched(LtiLaunch launch, String graderSubject, String assignment) {}
