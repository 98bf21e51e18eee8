package dev.boundedloop.grader.live;

import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import java.util.UUID;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** Live runs of a submission: its policy bounding a real model in the course's loop. Never scored. */
@RestController
@RequestMapping("/api/submissions/{id}/live-runs")
class LiveRunController {

    private final LiveRuns runs;

    LiveRunController(LiveRuns runs) {
        this.runs = runs;
    }

    @Operation(summary = "Run the submission's policy in the loop with the live model",
            description = "The policy's answers come from the sandbox; the model is the configured live model. "
                    + "Without one, or when it fails, the scripted model's run is recorded and shown instead: "
                    + "liveModel says NOT_CONFIGURED or FAILED, fallback is true and fallbackReason says why. "
                    + "Learners may run only their own submissions. A live run is never a score.")
    @PostMapping
    LiveRunView run(@PathVariable UUID id, @AuthenticationPrincipal Caller caller) {
        return runs.run(id, caller);
    }

    @Operation(summary = "The submission's live runs, oldest first",
            description = "For a caller who may read the submission. Start a new run with a POST to the same path.")
    @GetMapping
    List<LiveRunView> list(@PathVariable UUID id, @AuthenticationPrincipal Caller caller) {
        return runs.list(id, caller);
    }
}
