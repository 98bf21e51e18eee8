/**
 * Live runs: a submission's policy deciding admission in the course's bounded loop while a real,
 * OpenAI-compatible model answers, the final lesson's "same code path, same tests". A live run is
 * shown beside the report and never scored, since a live model is not deterministic.
 *
 * <p><b>Where the learner's code runs.</b> The policy is hostile code, and the service runs none of
 * it: the service never loads the learner's class. The loop's questions to the policy are fixed by
 * the run's limits (before attempt {@code k}: {@code k} calls used, the cost of those attempts and of
 * the next), whatever the model says, and any answer but CALL ends the run. So the service grades a
 * small probe suite ({@link dev.boundedloop.grader.live.AdmissionProbe}) in the same worker JVMs,
 * verified and metered, as every grading: one scripted scenario per prefix of those questions. Its
 * report is the policy's answers, or the question at which it threw or ran out of fuel or memory, and
 * the sandbox's verdict on that (NEEDS_WORK, ERROR, TIMEOUT, MEMORY_LIMIT). The service then runs
 * the real loop with the live model and a {@link dev.boundedloop.grader.live.PolicyTape} that replays
 * those answers; the tape refuses any question the probe did not ask. The model's HTTP calls are the
 * service's: the workers have no network business. The alternatives were worse: asking a worker per
 * step needs a new worker protocol, and loading the policy in the service, even instrumented, puts
 * hostile code in the service's JVM, which the service otherwise never does.
 *
 * <p>{@link dev.boundedloop.grader.live.ChatCompletionsModel} and the replay are plain Java; only the
 * properties, the store, the service and the controller use Spring.
 */
package dev.boundedloop.grader.live;
