package dev.boundedloop.grader.intake;

import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.cases.UnknownAssignmentException;
import dev.boundedloop.grader.cases.Visibility;
import io.swagger.v3.oas.annotations.Operation;
import java.util.List;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/** The assignments learners can submit to, and their starter sources. */
@RestController
@RequestMapping("/api/assignments")
class AssignmentController {

    /**
     * An assignment as learners see it: what to implement, how many cases and points, not what the
     * hidden ones are.
     *
     * @param learnerApi the API learners compile against, e.g. {@code admission-policy}
     * @param implement the interface the learner's one public class implements
     */
    record AssignmentSummary(String id, String title, String version, String suiteSha256, int maxScore,
            long visibleCases, long hiddenCases, String learnerApi, String implement) {

        static AssignmentSummary of(Suite suite) {
            long hidden = suite.cases().stream().filter(c -> c.header().visibility() == Visibility.HIDDEN).count();
            LearnerApi api = suite.assignment().learnerApi();
            return new AssignmentSummary(suite.assignment().id(), suite.assignment().title(),
                    suite.assignment().version(), suite.sha256(), suite.maxScore(), suite.cases().size() - hidden, hidden,
                    api.id(), api.implemented().getName());
        }
    }

    private final SuiteCatalog catalog;

    AssignmentController(SuiteCatalog catalog) {
        this.catalog = catalog;
    }

    @Operation(summary = "The assignments, with their suite versions and points",
            description = "Any token may read it: learners, CI and instructors. Submit to an assignment and fetch its "
                    + "starter by its id.")
    @GetMapping
    List<AssignmentSummary> list() {
        return catalog.ids().stream().map(catalog::suite).map(AssignmentSummary::of).toList();
    }

    @Operation(summary = "An assignment's starter source, to copy and complete",
            description = "Any token may read it. Plain text: the Java file a learner copies, completes and submits.")
    @GetMapping(value = "/{id}/starter", produces = MediaType.TEXT_PLAIN_VALUE)
    ResponseEntity<String> starter(@PathVariable String id) {
        if (!catalog.ids().contains(id)) {
            throw new UnknownAssignmentException(id, catalog.ids()); // retired and draft ones too: learners never see them
        }
        Suite suite = catalog.suite(id);
        return ResponseEntity.ok()
                .header(HttpHeaders.CONTENT_DISPOSITION, "inline; filename=\"" + suite.assignment().starterFile() + "\"")
                .contentType(new MediaType(MediaType.TEXT_PLAIN, java.nio.charset.StandardCharsets.UTF_8))
                .body(suite.starterSource());
    }
}
