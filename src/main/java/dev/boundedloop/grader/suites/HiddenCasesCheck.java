package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Which open assignments grade no hidden case: every one when the service serves the visible cases
 * only on purpose ({@code grader.suites.visible-only=true}), or one whose active suite version has no
 * hidden case. Health, the dashboard and the learner page say so, so that full marks on the
 * visible cases alone are never taken for full marks on the assignment.
 */
@Component
public class HiddenCasesCheck {

    private final SuiteStore store;
    private final boolean visibleOnly;

    HiddenCasesCheck(SuiteStore store, @Value("${grader.suites.visible-only:false}") boolean visibleOnly) {
        this.store = store;
        this.visibleOnly = visibleOnly;
    }

    /** Now: the setting, and the open assignments whose active version has no hidden case. */
    public HiddenCasesState state() {
        List<HiddenCasesState.Ungraded> ungraded = store.ids().stream().map(store::suite)
                .filter(suite -> hiddenCases(suite) == 0)
                .map(suite -> new HiddenCasesState.Ungraded(suite.assignment().id(), suite.sha256(),
                        suite.cases().size()))
                .toList();
        return new HiddenCasesState(visibleOnly, ungraded);
    }

    private static long hiddenCases(Suite suite) {
        return suite.cases().stream().filter(c -> c.header().visibility() == Visibility.HIDDEN).count();
    }
}
