package dev.boundedloop.grader.similarity;

import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import java.net.URI;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Code similarity between learners' final submissions of an assignment, for instructors. */
@RestController
@RequestMapping("/api/instructor/assignments/{assignment}/similarity")
class SimilarityController {

    private final SimilarityRuns runs;

    SimilarityController(SimilarityRuns runs) {
        this.runs = runs;
    }

    @Operation(summary = "Start comparing every learner's final submission with every other, in the background",
            description = "202 with the QUEUED run; 409 while another run of the assignment is under way.")
    @PostMapping
    ResponseEntity<SimilarityRun> start(@PathVariable String assignment,
            @Parameter(description = "The least similarity (0.1 to 1) of a pair to keep; default 0.5")
            @RequestParam(required = false) Double threshold,
            @AuthenticationPrincipal Caller caller) {
        SimilarityRun run = runs.start(assignment, threshold, caller.subject());
        return ResponseEntity.accepted().location(URI.create(SimilarityRuns.path(assignment) + "/" + run.id())).body(run);
    }

    @Operation(summary = "The latest run: its state and, once DONE, the pairs at or above its threshold, most similar first",
            description = "Needs an instructor token. Start a run with a POST to the same path, then read this until "
                    + "its state is DONE.")
    @GetMapping
    SimilarityRun latest(@PathVariable String assignment) {
        return runs.latest(assignment);
    }

    @Operation(summary = "One run, as the latest one is shown",
            description = "Needs an instructor token. The run's id comes from the answer that started it.")
    @GetMapping("/{run}")
    SimilarityRun run(@PathVariable String assignment, @PathVariable UUID run) {
        return runs.find(assignment, run);
    }
}
