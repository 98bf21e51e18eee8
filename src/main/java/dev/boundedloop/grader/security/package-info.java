/**
 * Who is calling: bearer tokens (learner, CI, instructor) stored as hashes, the names their subjects
 * are made of, and the Spring Security rules that map roles to the API. It knows nothing of the roster.
 */
package dev.boundedloop.grader.security;
