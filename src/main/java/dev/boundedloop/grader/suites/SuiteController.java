package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteFormatException;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import dev.boundedloop.grader.regrades.RegradeStarted;
import dev.boundedloop.grader.regrades.Regrades;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.multipart.MultipartHttpServletRequest;

/** Instructors' assignments and suite versions: upload, list, activate, retire. */
@RestController
@RequestMapping("/api/instructor/assignments")
class SuiteController {

    private final SuiteAuthoring authoring;
    private final SuiteStore store;
    private final Regrades regrades;
    private final AuditTrail audit;

    SuiteController(SuiteAuthoring authoring, SuiteStore store, Regrades regrades, AuditTrail audit) {
        this.authoring = authoring;
        this.store = store;
        this.regrades = regrades;
        this.audit = audit;
    }

    /** An assignment with its state and active suite, as instructors list them. */
    record AssignmentListing(String id, String title, String state, Integer activeVersion, String suiteSha256,
            Integer maxScore) {}

    @Operation(summary = "Every assignment: OPEN, DRAFT (no version active yet) or RETIRED",
            description = "Needs an instructor token. Unlike the learners' list, retired assignments and drafts are "
                    + "included.")
    @GetMapping
    List<AssignmentListing> assignments() {
        return authoring.assignments().stream().map(a -> {
            var suite = a.activeVersion() == null ? null : store.version(a.id(), a.activeVersion());
            return new AssignmentListing(a.id(), a.title(), a.state(), a.activeVersion(),
                    suite == null ? null : suite.sha256(), suite == null ? null : suite.maxScore());
        }).toList();
    }

    @Operation(summary = "Upload a suite (a zip of the assignment's folder) as a new version; a new id makes a new assignment",
            description = "The body is the zip itself (application/zip), or multipart with the zip in a part named "
                    + "'bundle', or one part per file named by its path in the folder (assignment.json, "
                    + "catalogue/correct/Reference.java, ...). 201 with the version when it passed its check, 200 when "
                    + "these exact files are already a version, 422 when it was stored as REJECTED, with the errors.")
    // Documented as application/zip alone, the type a client should send; octet-stream is taken too.
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true, content = @Content(mediaType = "application/zip",
            schema = @Schema(type = "string", format = "binary")))
    @ApiResponse(responseCode = "200", description = "These exact files are already this version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE, schema = @Schema(implementation = SuiteVersion.class)))
    @ApiResponse(responseCode = "201", description = "Stored as a new version that passed its check; Location names it",
            content = @Content(mediaType = MediaType.APPLICATION_JSON_VALUE, schema = @Schema(implementation = SuiteVersion.class)))
    @PutMapping(value = "/{assignment}/suite", consumes = {"application/zip", MediaType.APPLICATION_OCTET_STREAM_VALUE})
    ResponseEntity<Object> uploadZip(@PathVariable String assignment, @RequestBody byte[] zip,
            @AuthenticationPrincipal Caller caller) {
        return stored(authoring.store(assignment, readable(() -> SuiteBundle.fromZip(zip)), SuiteAuthoring.UPLOAD,
                caller.subject()));
    }

    /**
     * The multipart upload, at the zip's URL: left out of the API document, since one operation with
     * two request types misleads generated clients; the zip operation's description names it.
     */
    @Hidden
    @PutMapping(value = "/{assignment}/suite", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    ResponseEntity<Object> uploadParts(@PathVariable String assignment, MultipartHttpServletRequest request,
            @AuthenticationPrincipal Caller caller) throws IOException {
        MultiValueMap<String, MultipartFile> parts = request.getMultiFileMap();
        SuiteBundle bundle;
        if (parts.containsKey("bundle")) {
            byte[] zip = parts.getFirst("bundle").getBytes();
            bundle = readable(() -> SuiteBundle.fromZip(zip));
        } else {
            Map<String, byte[]> files = new TreeMap<>();
            for (var part : parts.entrySet()) {
                files.put(part.getKey(), part.getValue().get(0).getBytes());
            }
            if (files.isEmpty()) {
                throw GraderProblem.badRequest("No files: send a 'bundle' part with a zip, or one part per file");
            }
            bundle = readable(() -> SuiteBundle.of(files));
        }
        return stored(authoring.store(assignment, bundle, SuiteAuthoring.UPLOAD, caller.subject()));
    }

    /** Files that cannot even be read as a suite's folder are a bad request, and nothing is stored. */
    private static SuiteBundle readable(Supplier<SuiteBundle> bundle) {
        try {
            return bundle.get();
        } catch (SuiteFormatException unreadable) {
            throw GraderProblem.badRequest(unreadable.getMessage());
        }
    }

    /** Recorded after the upload: its suite check runs for seconds, too long to hold a transaction open. */
    private ResponseEntity<Object> stored(SuiteAuthoring.Stored stored) {
        SuiteVersion version = stored.version();
        audit.record("suite.upload", "assignment:" + version.assignment(), AuditTrail.detail("version", version.version(),
                "passed", version.passed(), "created", stored.created()));
        URI location = URI.create("/api/instructor/assignments/" + version.assignment() + "/suite/versions/"
                + version.version());
        if (!version.passed()) {
            throw new GraderProblem(GraderProblem.Kind.UNPROCESSABLE, "Suite rejected",
                    "Version " + version.version() + " of " + version.assignment() + " failed its suite check and is "
                            + "stored as REJECTED: " + version.check().summary())
                    .with("version", version).at(location);
        }
        return stored.created() ? ResponseEntity.created(location).body(version) : ResponseEntity.ok(version);
    }

    @Operation(summary = "The assignment's suite versions, oldest first, with who made each, when, and its check",
            description = "Needs an instructor token. A version that failed its check is listed too, with what failed; "
                    + "only one that passed can be activated.")
    @GetMapping("/{assignment}/suite/versions")
    List<SuiteVersion> versions(@PathVariable String assignment) {
        return authoring.versions(assignment);
    }

    @Operation(summary = "One suite version",
            description = "Needs an instructor token. The same as a line of the versions' listing.")
    @GetMapping("/{assignment}/suite/versions/{version}")
    SuiteVersion version(@PathVariable String assignment, @PathVariable int version) {
        return authoring.version(assignment, version);
    }

    @Operation(summary = "One suite version's files as a zip, hidden cases and catalogue included",
            description = "Needs an instructor token. The zip holds the hidden cases: keep it where learners cannot "
                    + "read it.")
    @GetMapping(value = "/{assignment}/suite/versions/{version}/bundle.zip", produces = "application/zip")
    ResponseEntity<byte[]> bundle(@PathVariable String assignment, @PathVariable int version) {
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION,
                        "attachment; filename=\"" + assignment + "-suite-v" + version + ".zip\"")
                .body(authoring.bundle(assignment, version));
    }

    /** An activation, and the regrade it started when asked to. */
    record Activated(@JsonUnwrapped SuiteAuthoring.Activation activation, RegradeStarted regrade) {}

    @Operation(summary = "Make a version that passed its check the one new submissions are graded with",
            description = "The answer counts the submissions whose current report came from another suite; "
                    + "?regrade=true regrades those at once (or POST /api/instructor/assignments/{assignment}/regrade later).")
    @PostMapping("/{assignment}/suite/versions/{version}/activate")
    Activated activate(@PathVariable String assignment, @PathVariable int version,
            @RequestParam(defaultValue = "false") boolean regrade, @AuthenticationPrincipal Caller caller) {
        SuiteAuthoring.Activation activation = audit.run("suite.activate", "assignment:" + assignment,
                () -> authoring.activate(assignment, version), activated -> AuditTrail.detail("version", version,
                        "previousVersion", activated.previousVersion(), "regrade", regrade));
        return new Activated(activation, regrade ? regrades.regradeAssignment(assignment, caller.subject(), false) : null);
    }

    @Operation(summary = "Retire an assignment: it takes no new submissions and learners no longer see it; reports stay",
            description = "Needs an instructor token. Submissions to it are refused (409) from then on; reopen it to "
                    + "take them again.")
    @PostMapping("/{assignment}/retire")
    AssignmentRecord retire(@PathVariable String assignment) {
        return audit.run("assignment.retire", "assignment:" + assignment, () -> authoring.retire(assignment),
                retired -> AuditTrail.detail());
    }

    @Operation(summary = "Open a retired assignment to submissions again",
            description = "Needs an instructor token. Learners see it again and may submit within its window.")
    @PostMapping("/{assignment}/reopen")
    AssignmentRecord reopen(@PathVariable String assignment) {
        return audit.run("assignment.reopen", "assignment:" + assignment, () -> authoring.reopen(assignment),
                reopened -> AuditTrail.detail());
    }
}
