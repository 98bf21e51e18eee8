package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.grading.SubmissionStatus;
import java.util.UUID;

/** The 202 body: where the submission stands; its Location says where to read it. */
record SubmissionAccepted(UUID id, SubmissionStatus status) {}
