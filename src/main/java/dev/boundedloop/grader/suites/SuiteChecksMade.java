package dev.boundedloop.grader.suites;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The suite checks this process has passed, so that a service started again in the same JVM (the
 * tests start dozens, each on a database of its own) does not grade the same catalogue again. A
 * check's outcome follows from the suite's files, the grader's code and what the grader says decides
 * its reports: the files' digest and the grader's verdict identity make the key, and the code is
 * this process's own. Only passed checks are kept; a failed one is made again, so that a failure
 * the grader could not help (a job cut short on a loaded machine) is not carried forward.
 */
final class SuiteChecksMade {

    private static final int KEPT = 64;

    record Key(String assignment, String bundleSha256, String graderIdentity) {}

    private static final Map<Key, SuiteCheckResult> PASSED = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, SuiteCheckResult> eldest) {
            return size() > KEPT;
        }
    };

    private SuiteChecksMade() {}

    static synchronized Optional<SuiteCheckResult> passed(Key key) {
        return Optional.ofNullable(PASSED.get(key));
    }

    static synchronized void remember(Key key, SuiteCheckResult result) {
        if (result.passed()) {
            PASSED.put(key, result);
        }
    }
}
