package dev.boundedloop.grader.cases;

import java.util.List;

/**
 * An assignment with all of its cases, in the order they are reported, and the sha256 of the files
 * they were read from, so a report names exactly the suite that produced it.
 */
public record Suite(Assignment assignment, String starterSource, List<SuiteCase> cases, String sha256) {

    public Suite {
        cases = List.copyOf(cases);
    }

    public int maxScore() {
        return cases.stream().mapToInt(c -> c.header().points()).sum();
    }
}
