/**
 * What every HTTP endpoint shares: RFC 9457 problem details for errors, body size limits and paging.
 */
package dev.boundedloop.grader.web;
