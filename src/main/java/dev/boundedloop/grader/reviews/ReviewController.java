package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import java.util.List;
import java.util.UUID;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Learners' notes that need a person's review. */
@RestController
@RequestMapping("/api/instructor/reviews")
class ReviewController {

    record ReviewDecision(String comment) {}

    /** The body of a new comment. */
    record NewComment(String text) {}

    /** The states a listing may ask for; anything else used to list nothing, as if no note waited. */
    private static final List<String> STATES = List.of(Review.REQUIRED, Review.REVIEWED, "ALL");

    private final ReviewQueue queue;
    private final AuditTrail audit;

    ReviewController(ReviewQueue queue, AuditTrail audit) {
        this.queue = queue;
        this.audit = audit;
    }

    @Operation(summary = "Notes by state, oldest first (default: those waiting, HUMAN_REVIEW_REQUIRED)",
            description = "Needs an instructor token. Optionally of one assignment; state REVIEWED or ALL for the "
                    + "others. Each item holds the learner's notes and the comment thread on them.")
    @GetMapping
    List<ReviewItem> list(@RequestParam(required = false) String assignment,
            @Parameter(description = "HUMAN_REVIEW_REQUIRED (default), REVIEWED or ALL")
            @RequestParam(defaultValue = Review.REQUIRED) String state) {
        if (!STATES.contains(state)) {
            throw GraderProblem.badRequest("'state' must be one of " + String.join(", ", STATES) + "; got '" + state + "'");
        }
        return queue.list(assignment, "ALL".equals(state) ? null : state);
    }

    @Operation(summary = "Mark a submission's notes reviewed, with an optional comment",
            description = "Needs an instructor token. Body {\"comment\": \"...\"}, or no body to mark it without a comment. "
                    + "The comment joins the thread, which the learner reads on their submission.")
    @PutMapping("/{submission}")
    ReviewItem markReviewed(@PathVariable UUID submission, @RequestBody(required = false) ReviewDecision decision,
            @AuthenticationPrincipal Caller caller) {
        String comment = decision == null ? null : decision.comment();
        return audit.run("review", "submission:" + submission,
                () -> queue.markReviewed(submission, caller.subject(), comment), item -> AuditTrail.detail("comment", comment));
    }

    @Operation(summary = "The instructors' comments on a submission's notes, oldest first",
            description = "Needs an instructor token. The thread the learner reads on their submission; a comment is "
                    + "never written over.")
    @GetMapping("/{submission}/comments")
    List<ReviewComment> comments(@PathVariable UUID submission) {
        return queue.thread(submission);
    }

    @Operation(summary = "Add a comment to the thread on a submission's notes; earlier comments stay",
            description = "The learner sees the thread on their submission. The review's state does not change.")
    @PostMapping("/{submission}/comments")
    ResponseEntity<ReviewComment> comment(@PathVariable UUID submission, @RequestBody(required = false) NewComment body,
            @AuthenticationPrincipal Caller caller) {
        String text = body == null ? null : body.text();
        ReviewComment added = audit.run("review.comment", "submission:" + submission,
                () -> queue.comment(submission, caller.subject(), text), c -> AuditTrail.detail("text", c.text()));
        return ResponseEntity.status(HttpStatus.CREATED).body(added);
    }
}
