/**
 * Who did what, and which request it came with: the audit table of instructors' actions, the request
 * id on every log line of a request, and one log line per submission received and graded.
 */
package dev.boundedloop.grader.audit;
