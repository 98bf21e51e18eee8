package dev.boundedloop.grader.suites;

import java.util.List;

/**
 * Whether hidden cases are graded.
 *
 * @param visibleOnly the service was started with grader.suites.visible-only=true: it grades the
 *     visible cases built into the jar, and no hidden case of any assignment
 * @param withoutHiddenCases the open assignments whose active suite version has no hidden case, so
 *     that their scores count the visible cases alone
 */
public record HiddenCasesState(boolean visibleOnly, List<Ungraded> withoutHiddenCases) {

    /**
     * An open assignment that grades no hidden case.
     *
     * @param suiteSha256 the active suite version's sha256, as reports name it
     * @param visibleCases the number of cases it grades, all of them visible
     */
    public record Ungraded(String assignment, String suiteSha256, int visibleCases) {}

    /** True when every hidden case that learners' scores should count is graded. */
    public boolean allGraded() {
        return !visibleOnly && withoutHiddenCases.isEmpty();
    }
}
