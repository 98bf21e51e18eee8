/**
 * Roster sync by LTI Names and Role Provisioning Services 2.0: a context's memberships read page by page,
 * learners added or updated with the context as their section, and members no longer listed marked as
 * left (their work stays). Begun by a launch that carries the service's claim, or by an instructor.
 */
package dev.boundedloop.grader.lti.roster;
