/**
 * The grading service's Spring Boot application and the beans every capability shares (the clock).
 * Each capability lives in its own subpackage; {@code cli} holds the jar's entry point.
 */
package dev.boundedloop.grader;
