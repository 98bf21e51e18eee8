package dev.boundedloop.grader.learner;

import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import java.util.UUID;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** The reference run of a loop case of the caller's own submission, for the learner page's side-by-side. */
@RestController
class ReferenceRunController {

    private final ReferenceRuns runs;

    ReferenceRunController(ReferenceRuns runs) {
        this.runs = runs;
    }

    @Operation(summary = "The reference policy's transcript of one loop case of a submission's report, "
            + "from the suite version that graded it",
            description = "For the submission's own learner or CI token: the reference run a failed loop case is "
                    + "compared with, message by message.")
    @GetMapping("/api/submissions/{id}/reference-transcripts/{caseId}")
    CaseTranscript reference(@PathVariable UUID id, @PathVariable String caseId,
            @AuthenticationPrincipal Caller caller) {
        return runs.of(id, caseId, caller);
    }
}
