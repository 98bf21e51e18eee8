/**
 * The bounded agent loop, in plain Java: limits, the model seam, the scripted model, the strict
 * tool dispatcher, the course's shop tools with their draft budget gate, and the loop itself,
 * whose model-call admission is decided by a learner's {@link dev.boundedloop.policy.AdmissionPolicy}.
 *
 * <p>It depends on the JDK, the policy package and Jackson only, so the grader's workers can run
 * it without a Spring context.
 */
package dev.boundedloop.loop;
