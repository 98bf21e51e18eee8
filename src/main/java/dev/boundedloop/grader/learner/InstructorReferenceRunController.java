package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import java.util.UUID;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * The same reference run under the instructor API, so the dashboard, which calls nothing else, can set a
 * transcript beside it; hidden cases included, since an instructor reads every transcript.
 */
@RestController
class InstructorReferenceRunController {

    private final ReferenceRuns runs;

    InstructorReferenceRunController(ReferenceRuns runs) {
        this.runs = runs;
    }

    @Operation(summary = "The reference policy's transcript of one loop case of any submission's report, "
            + "from the suite version that graded it",
            description = "Needs an instructor token. The reference run a failed loop case is compared with, message by "
                    + "message, so that the two transcripts can be read side by side.")
    @GetMapping("/api/instructor/submissions/{id}/reference-transcripts/{caseId}")
    CaseTranscript reference(@PathVariable UUID id, @PathVariable String caseId,
            @AuthenticationPrincipal Caller caller) {
        return runs.of(id, caseId, caller);
    }
}
