/**
 * Who is calling: bearer tokens (learner, CI, instructor) stored as hashes, the roster of learners, and
 * the Spring Security rules that map roles to the API.
 */
package dev.boundedloop.grader.security;
