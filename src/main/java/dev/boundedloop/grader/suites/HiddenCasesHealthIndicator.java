package dev.boundedloop.grader.suites;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.boot.health.contributor.Status;
import org.springframework.stereotype.Component;

/**
 * The "hiddenCases" component of /actuator/health: UP when every open assignment grades hidden
 * cases, else {@value #NOT_GRADED} with the setting and the assignments that grade none. That status
 * is not one the overall status is made of, so the service stays UP for its load balancer (it does
 * grade) while an operator's check of the component sees that scores count the visible cases alone.
 */
@Component("hiddenCasesHealthIndicator")
class HiddenCasesHealthIndicator implements HealthIndicator {

    static final String NOT_GRADED = "HIDDEN_CASES_NOT_GRADED";

    private final HiddenCasesCheck check;

    HiddenCasesHealthIndicator(HiddenCasesCheck check) {
        this.check = check;
    }

    @Override
    public Health health() {
        HiddenCasesState state = check.state();
        Health.Builder health = state.allGraded() ? Health.up() : Health.status(new Status(NOT_GRADED,
                state.visibleOnly() ? "grader.suites.visible-only=true: the visible cases built into the jar only"
                        : "Some open assignments have no hidden case in their active suite version"));
        return health.withDetail("visibleOnly", state.visibleOnly())
                .withDetail("withoutHiddenCases", state.withoutHiddenCases().stream()
                        .map(HiddenCasesState.Ungraded::assignment).toList())
                .build();
    }
}
