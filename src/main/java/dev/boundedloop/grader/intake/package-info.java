/**
 * Taking a submission in: the learner API that receives a policy and answers with its report,
 * idempotency keys, the course's rules at intake, and the submission and its job (or its INVALID
 * report) committed in one transaction. Also the assignments learners can submit to.
 */
package dev.boundedloop.grader.intake;
