package dev.boundedloop.grader.live;

import dev.boundedloop.grader.grading.CaseOutcome;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * One live run as the API shows it. Never a score: a live model is not deterministic, so a live run
 * only shows how the learner's policy bounds a real model.
 *
 * @param reportId the submission's report when the run was made, so the run sits beside it
 * @param liveModel whether the live model ran the loop, or why not
 * @param fallback true when the transcript is the scripted model's run instead of the live model's
 * @param fallbackReason why the scripted run is shown; null when it is not
 * @param provider the live model's host, when one is configured
 * @param model the live model's name, when one is configured
 * @param status how the loop ended (a loop status), or POLICY_STOPPED when the policy did not answer
 * @param policyOutcome the sandbox's verdict on the policy when it did not answer (NEEDS_WORK, ERROR ...)
 * @param attempts each HTTP try of the live model, failed ones included
 * @param transcript the messages in the course's (OpenAI's) JSON shape
 */
public record LiveRunView(UUID id, UUID submissionId, Long reportId, String requestedBy, Instant requestedAt,
        LiveModelUse liveModel, boolean fallback, String fallbackReason, String provider, String model,
        String status, int modelCalls, int toolCalls, int outputTokens, long estimatedCostCents, String answer,
        CaseOutcome policyOutcome, String policyMessage, List<ModelAttempt> attempts,
        List<Map<String, Object>> transcript) {}
