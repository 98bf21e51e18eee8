package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.audit.AuditTrail;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Instructors' view of grade passback: each learner's score per LMS course and line item, and re-syncs. */
@RestController
class PassbackController {

    /** A re-sync: an assignment's scores, of one learner or all. */
    record Resync(String assignment, String learner) {}

    /**
     * The failed scores to send again: an assignment's, an LMS course's, or those of the assignment in the course.
     *
     * @param assignment the assignment, or null for every assignment of the LMS course
     * @param platformId the LMS course's platform, with contextId; null for every LMS course
     * @param contextId the LMS course's context id on that platform, with platformId
     */
    record RequeueFailed(String assignment, Long platformId, String contextId) {}

    private final ScoreStatuses statuses;
    private final AuditTrail audit;

    PassbackController(ScoreStatuses statuses, AuditTrail audit) {
        this.statuses = statuses;
        this.audit = audit;
    }

    @Operation(summary = "Scores sent to LMSs: per learner, assignment and LMS course, SENT, PENDING or FAILED with "
            + "the LMS's last answer and a likely cause",
            description = "Needs an instructor token. Optionally of one assignment, one learner or one state (SENT, "
                    + "PENDING, FAILED). A FAILED line keeps the LMS's last status and answer and names the likely "
                    + "cause.")
    @GetMapping("/api/instructor/lti/scores")
    List<ScoreStatus> list(@RequestParam(required = false) String assignment, @RequestParam(required = false) String learner,
            @RequestParam(required = false) String state) {
        return statuses.list(assignment, learner, state);
    }

    @Operation(summary = "One score's status",
            description = "Needs an instructor token. The same line as in the listing of scores sent to LMSs.")
    @GetMapping("/api/instructor/lti/scores/{id}")
    ScoreStatus get(@PathVariable long id) {
        return statuses.get(id);
    }

    @Operation(summary = "Send an assignment's current final scores to the LMS again, of one learner or all; answers "
            + "the statuses queued",
            description = "Needs an instructor token. Body {\"assignment\": \"...\", \"learner\": \"...\"}, the learner "
                    + "optional. The scores are sent in the background; read the statuses again to see them SENT or "
                    + "FAILED.")
    @PostMapping("/api/instructor/lti/scores/resync")
    List<ScoreStatus> resync(@RequestBody(required = false) Resync body) {
        String assignment = body == null ? null : body.assignment();
        String learner = body == null ? null : body.learner();
        return audit.run("lti.scores.resync", "assignment:" + assignment, () -> statuses.resync(assignment, learner),
                queued -> AuditTrail.detail("learner", learner, "queued", queued.size()));
    }

    @Operation(summary = "Send every failed score of an assignment, of an LMS course (platformId and contextId), or of "
            + "the assignment in the course again, in one call; sent and waiting scores are left alone. Answers how "
            + "many were re-queued, and their statuses",
            description = "Needs an instructor token. Name an assignment, an LMS course (platformId and contextId), or "
                    + "both; naming neither is refused with 400. Only failed scores of learners still in that LMS course "
                    + "are sent again, in the background; read the statuses again to see them SENT or FAILED.")
    @PostMapping("/api/instructor/lti/scores/resync-failed")
    RequeuedScores requeueFailed(@RequestBody(required = false) RequeueFailed body) {
        String assignment = body == null ? null : body.assignment();
        Long platformId = body == null ? null : body.platformId();
        String contextId = body == null ? null : body.contextId();
        String target = assignment != null ? "assignment:" + assignment : "lti-context:" + platformId + "/" + contextId;
        return audit.run("lti.scores.resync-failed", target,
                () -> statuses.requeueFailed(assignment, platformId, contextId),
                requeued -> AuditTrail.detail("platformId", platformId, "contextId", contextId, "requeued", requeued.requeued()));
    }

    @Operation(summary = "Send this status's learner's current final score again",
            description = "Needs an instructor token. The score is sent in the background; read the status again to see "
                    + "it SENT or FAILED.")
    @PostMapping("/api/instructor/lti/scores/{id}/resync")
    List<ScoreStatus> resyncOne(@PathVariable long id) {
        return audit.run("lti.scores.resync", "lti-score:" + id, () -> statuses.resync(id),
                queued -> AuditTrail.detail("queued", queued.size()));
    }
}
