package dev.boundedloop.grader.suites;

import io.swagger.v3.oas.annotations.Operation;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** Whether hidden cases are graded, for the dashboard's banner. */
@RestController
class HiddenCasesController {

    private final HiddenCasesCheck check;

    HiddenCasesController(HiddenCasesCheck check) {
        this.check = check;
    }

    @Operation(summary = "Whether hidden cases are graded: the visible-only setting, and the open assignments whose "
            + "active suite version has no hidden case",
            description = "Needs an instructor token. When hidden cases are not graded, a learner's full marks cover "
                    + "the visible cases only; the dashboard and the learner page show a notice.")
    @GetMapping("/api/instructor/hidden-cases")
    HiddenCasesState hiddenCases() {
        return check.state();
    }
}
