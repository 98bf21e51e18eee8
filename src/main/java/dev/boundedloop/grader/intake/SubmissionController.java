package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.submission.SubmissionFilter;
import dev.boundedloop.grader.submission.SubmissionRecords;
import dev.boundedloop.grader.submission.SubmissionSummary;
import dev.boundedloop.grader.submission.SubmissionView;
import dev.boundedloop.grader.web.PageOf;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.UUID;
import org.springframework.data.domain.Sort;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RequestPart;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

/** The learner API: submit a policy, read its report. */
@RestController
@RequestMapping("/api/submissions")
class SubmissionController {

    static final int MAX_WAIT_SECONDS = 60;

    private final SubmissionIntake intake;
    private final SubmissionRecords records;

    SubmissionController(SubmissionIntake intake, SubmissionRecords records) {
        this.intake = intake;
        this.records = records;
    }

    @Operation(operationId = "submitJson", summary = "Submit a policy as JSON",
            description = "202 with Location once the submission is stored; with ?wait=N, 200 and the report if it is "
                    + "final within N seconds, else 202 as without it. An empty, non-UTF-8 or over-64-KiB source is "
                    + "stored with an INVALID report. This URL also takes the multipart form that submitForm "
                    + "describes; a generated client calls submitForm for it.")
    @ApiResponse(responseCode = "200", description = "The report was final within ?wait seconds",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                    schema = @Schema(implementation = SubmissionView.class)))
    @ApiResponse(responseCode = "202", description = "Stored, to be graded; Location names where to read the report",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                    schema = @Schema(implementation = SubmissionAccepted.class)))
    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<Object> submitJson(@RequestBody SubmissionRequest body,
            @Parameter(description = "Seconds to wait for the report, 0 to 60") @RequestParam(required = false) Integer wait,
            @RequestHeader(name = "Idempotency-Key", required = false) String idempotencyKey,
            @AuthenticationPrincipal Caller caller) {
        if (body == null || body.source() == null) {
            throw GraderProblem.badRequest("The field 'source' is required: the policy's Java source as one string, "
                    + "e.g. {\"assignment\": \"ch03-unit-a\", \"source\": \"public class MyPolicy ...\"}");
        }
        return accept(caller, body.assignment(), SourceText.utf8(body.source()), body.notes(), idempotencyKey, wait);
    }

    /**
     * The form at the submissions URL itself, as browsers and curl -F send it. Left out of the API
     * document: one operation with two request types makes generated clients send the form's fields
     * as JSON, so the document describes the form as {@link #submitForm}, at a path of its own.
     */
    @Hidden
    @PostMapping(consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    ResponseEntity<Object> submitFile(@RequestParam String assignment, @RequestPart("file") MultipartFile file,
            @RequestParam(required = false) String notes, @RequestParam(required = false) Integer wait,
            @RequestHeader(name = "Idempotency-Key", required = false) String idempotencyKey,
            @AuthenticationPrincipal Caller caller) throws IOException {
        return accept(caller, assignment, file.getBytes(), notes, idempotencyKey, wait);
    }

    @Operation(operationId = "submitForm", summary = "Submit a policy file as a multipart form (assignment, file, notes)",
            description = "The same as submitJson, with the source as a file part; POST /api/submissions takes this "
                    + "form too.")
    @ApiResponse(responseCode = "200", description = "The report was final within ?wait seconds",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                    schema = @Schema(implementation = SubmissionView.class)))
    @ApiResponse(responseCode = "202", description = "Stored, to be graded; Location names where to read the report",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE,
                    schema = @Schema(implementation = SubmissionAccepted.class)))
    @PostMapping(path = "/upload", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    ResponseEntity<Object> submitForm(@RequestParam String assignment, @RequestPart("file") MultipartFile file,
            @RequestParam(required = false) String notes,
            @Parameter(description = "Seconds to wait for the report, 0 to 60") @RequestParam(required = false) Integer wait,
            @RequestHeader(name = "Idempotency-Key", required = false) String idempotencyKey,
            @AuthenticationPrincipal Caller caller) throws IOException {
        return accept(caller, assignment, file.getBytes(), notes, idempotencyKey, wait);
    }

    @Operation(summary = "A submission's report; hidden cases are redacted for learners and CI",
            description = "With ?wait=N, a submission still QUEUED or RUNNING is answered as soon as its report is "
                    + "stored, or after N seconds as it then stands: a page learns of the verdict the moment it exists.")
    @GetMapping("/{id}")
    SubmissionView get(@PathVariable UUID id,
            @Parameter(description = "Seconds to wait for the report, 0 to 60") @RequestParam(required = false) Integer wait,
            @AuthenticationPrincipal Caller caller) {
        checkWait(wait);
        // Read first, so that nobody waits on a submission that is not theirs to learn when it ends.
        SubmissionView now = records.view(id, caller).orElseThrow(() -> notFound(id));
        if (wait == null || wait == 0 || now.report() != null) {
            return now;
        }
        return records.awaitView(id, caller, Duration.ofSeconds(wait)).orElseThrow(() -> notFound(id));
    }

    @Operation(summary = "The caller's own submissions, newest first",
            description = "The submissions made under the token's subject, optionally of one assignment, a page at a "
                    + "time (page from 0, size 20 by default). Read one in full by its id.")
    @GetMapping
    PageOf<SubmissionSummary> mine(@RequestParam(required = false) String assignment,
            @RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size,
            @AuthenticationPrincipal Caller caller) {
        SubmissionFilter filter = new SubmissionFilter(assignment, caller.subject(), null, null, null);
        return PageOf.of(records.search(filter, PageOf.request(page, size, Sort.by(Sort.Direction.DESC, "submittedAt"))),
                s -> s);
    }

    private ResponseEntity<Object> accept(Caller caller, String assignment, byte[] source, String notes,
            String idempotencyKey, Integer wait) {
        checkWait(wait);
        SubmissionIntake.Receipt receipt = intake.submit(caller, assignment, source, notes, idempotencyKey);
        URI location = URI.create("/api/submissions/" + receipt.id());
        if (wait != null && wait > 0) {
            SubmissionView view = records.awaitView(receipt.id(), caller, Duration.ofSeconds(wait))
                    .orElseThrow(() -> notFound(receipt.id()));
            if (view.report() != null) {
                return ResponseEntity.ok().location(location).body(view);
            }
            return ResponseEntity.accepted().location(location).body(new SubmissionAccepted(receipt.id(), view.status()));
        }
        return ResponseEntity.accepted().location(location).body(new SubmissionAccepted(receipt.id(), receipt.status()));
    }

    private static void checkWait(Integer wait) {
        if (wait != null && (wait < 0 || wait > MAX_WAIT_SECONDS)) {
            throw GraderProblem.badRequest("wait must be 0 to " + MAX_WAIT_SECONDS + " seconds; got " + wait);
        }
    }

    private static GraderProblem notFound(UUID id) {
        return GraderProblem.notFound("No submission " + id + " that this token may read");
    }
}
