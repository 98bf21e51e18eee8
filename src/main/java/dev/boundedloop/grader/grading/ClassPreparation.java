package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.sandbox.Violation;
import java.util.List;
import java.util.Map;

/**
 * What happens to compiled classes before they are loaded: static verification, then metering
 * instrumentation. The sandbox supplies the real one.
 */
public interface ClassPreparation {

    List<Violation> verify(Map<String, byte[]> classes);

    Map<String, byte[]> instrument(Map<String, byte[]> classes);

    /**
     * Neither verifies nor instruments. NOT safe for learner code: only for the project's own
     * trusted policies in tests.
     */
    ClassPreparation TRUSTED_CODE_ONLY = new ClassPreparation() {
        @Override
        public List<Violation> verify(Map<String, byte[]> classes) {
            return List.of();
        }

        @Override
        public Map<String, byte[]> instrument(Map<String, byte[]> classes) {
            return classes;
        }
    };
}
