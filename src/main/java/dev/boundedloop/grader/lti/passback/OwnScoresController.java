package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** A learner's own scores as they went to their LMS courses. */
@RestController
class OwnScoresController {

    private final ScoreStatuses statuses;

    OwnScoresController(ScoreStatuses statuses) {
        this.statuses = statuses;
    }

    @Operation(summary = "The caller's scores sent to their LMS courses: per assignment and course, SENT, PENDING or "
            + "FAILED with a likely cause",
            description = "For the caller's own token: empty when they never launched from an LMS. The LMS's own "
                    + "answer to a failed try is for instructors (GET /api/instructor/lti/scores), not here.")
    @GetMapping("/api/me/lti/scores")
    List<OwnScoreStatus> own(@AuthenticationPrincipal Caller caller) {
        return statuses.own(caller.subject()).stream().map(OwnScoreStatus::of).toList();
    }
}
