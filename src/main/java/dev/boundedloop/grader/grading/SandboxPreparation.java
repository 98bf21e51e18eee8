package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.sandbox.BytecodeVerifier;
import dev.boundedloop.grader.sandbox.Instrumenter;
import dev.boundedloop.grader.sandbox.Violation;
import java.util.List;
import java.util.Map;

/** Verification against the allowlist, then metering instrumentation: what learner classes go through. */
public final class SandboxPreparation implements ClassPreparation {

    @Override
    public List<Violation> verify(Map<String, byte[]> classes) {
        return BytecodeVerifier.verify(classes);
    }

    @Override
    public Map<String, byte[]> instrument(Map<String, byte[]> classes) {
        return Instrumenter.instrument(classes);
    }
}
