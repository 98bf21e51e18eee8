package dev.boundedloop.grader.cases;

import java.util.List;

/**
 * An assignment with all of its cases, in the order they are reported, and the sha256 of the files
 * they were read from, so a report names exactly the suite that produced it.
 *
 * @param files exactly the files the suite was read from, so it can be read again elsewhere (in a worker)
 * @param visibleOnly whether this is the visible part of a suite whose hidden cases only the service has
 */
public record Suite(Assignment assignment, String starterSource, List<SuiteCase> cases, String sha256,
        SuiteBundle files, boolean visibleOnly) {

    public Suite {
        cases = List.copyOf(cases);
    }

    public int maxScore() {
        return cases.stream().mapToInt(c -> c.header().points()).sum();
    }
}
