package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.sandbox.CompileResult;

/**
 * A compile kept from an earlier grading of the very same source, against the same learner API, by
 * the same compiler: a worker's supervisor keeps them, so that a regrade need not compile again.
 * Only the compile is kept; verification, instrumentation and everything after run on every grading.
 */
public interface CompileReuse {

    /** What compiling this source gave before, or null to compile it now. */
    CompileResult stored();

    /** A fresh compile's result that compiling the same source again would give ({@link CompileResult#reusable()}). */
    void compiled(CompileResult fresh);

    /** Compiles every time and keeps nothing. */
    CompileReuse NONE = new CompileReuse() {
        @Override
        public CompileResult stored() {
            return null;
        }

        @Override
        public void compiled(CompileResult fresh) {
        }
    };
}
