/**
 * Grade passback by LTI Assignment and Grade Services 2.0: each change of a learner's final score writes
 * a row to an outbox in the change's transaction; a sender posts it to the assignment's line item (from
 * the launch, or found or created once) with retries, and the row is the status instructors and the
 * learner see.
 */
package dev.boundedloop.grader.lti.passback;
