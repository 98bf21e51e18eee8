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
            + "active suite version has no hidden case")
    @GetMapping("/api/instructor/hidden-cases")
    HiddenCasesState hiddenCases() {
        return check.state();
    }
}
