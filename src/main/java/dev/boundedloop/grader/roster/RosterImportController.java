package dev.boundedloop.grader.roster;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.problems.GraderProblem;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestPart;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;

/**
 * Learners from a CSV roster: new ones are created with a token each, listed ones get the file's
 * name, email and section. One bad line and nothing is imported, with every bad line named.
 */
@RestController
@RequestMapping("/api/instructor/learners")
class RosterImportController {

    static final String TEXT_CSV = "text/csv";

    private final Learners learners;
    private final AuditTrail audit;

    RosterImportController(Learners learners, AuditTrail audit) {
        this.learners = learners;
        this.audit = audit;
    }

    @Operation(summary = "Import a roster: the body is a CSV file with the header id,name,email,section",
            description = "The same URL also takes the file as the multipart part 'file', as a browser form sends it.")
    @io.swagger.v3.oas.annotations.parameters.RequestBody(required = true, content = @Content(mediaType = TEXT_CSV,
            schema = @Schema(type = "string", example = "id,name,email,section\nalice,Alice Example,alice@example.edu,A\n")))
    @PostMapping(path = "/import", consumes = TEXT_CSV)
    RosterImported importCsv(@RequestBody(required = false) byte[] body) {
        return importRoster(body == null ? new byte[0] : body);
    }

    /** Left out of the API document: one operation with two request types misleads generated clients. */
    @Hidden
    @PostMapping(path = "/import", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    RosterImported importFile(@RequestPart("file") MultipartFile file) throws IOException {
        return importRoster(file.getBytes());
    }

    private RosterImported importRoster(byte[] file) {
        RosterCsv.Parsed parsed = RosterCsv.parse(RosterCsv.text(file));
        List<RosterLineError> errors = new ArrayList<>(parsed.errors());
        errors.addAll(learners.checkRoster(parsed.rows()));
        if (!errors.isEmpty()) {
            throw RosterLineError.rejected(errors);
        }
        try {
            return audit.run("roster.import", "roster", () -> learners.importRoster(parsed.rows()),
                    imported -> AuditTrail.detail("created", imported.created().stream().map(RosterImported.LearnerToken::id)
                            .toList(), "updated", imported.updated(), "unchanged", imported.unchanged().size()));
        } catch (DataIntegrityViolationException raced) {
            throw GraderProblem.conflict("Another request created some of these learners while the roster was imported; "
                    + "nothing was imported. Send the file again: learners that exist now are updated, not created");
        }
    }
}
