package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.jail.Jail;
import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.jail.JailUnavailableException;
import org.junit.jupiter.api.Assumptions;

/**
 * For tests of the jail itself: where {@value JailSettings#MODE_VARIABLE} is "required" (as in CI)
 * the jail must work; elsewhere a machine without it skips them, saying why.
 */
final class JailOnThisMachine {

    private JailOnThisMachine() {}

    static void requireOrSkip() {
        try {
            Jail.decide(JailSettings.defaults().withMode(JailMode.REQUIRED), JvmCommand.classPath());
        } catch (JailUnavailableException e) {
            if ("required".equalsIgnoreCase(System.getenv(JailSettings.MODE_VARIABLE))) {
                throw e;
            }
            Assumptions.abort("no jail on this machine: " + e.getMessage());
        }
    }
}
