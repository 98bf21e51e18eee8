package dev.boundedloop.grader.sandbox;

import java.nio.file.Path;

/**
 * The verdict a red-team source promises on its first line, such as
 * {@code // expect: REJECTED java.lang.System#exit} or {@code // expect: TIMEOUT}.
 */
record Expectation(Verdict verdict, String detail) {

    enum Verdict {
        /** The verifier refuses it, naming {@code owner#member}. */
        REJECTED,
        /** Fuel runs out. */
        TIMEOUT,
        /** The allocation budget runs out (or the JVM's own memory). */
        MEMORY_LIMIT,
        /** The policy throws the named exception class. */
        ERROR,
        /** It answers correctly, but its output was cut at the capture's cap. */
        OUTPUT_TRUNCATED,
        /** javac itself refuses it. */
        COMPILE_ERROR,
        /** A javac bomb: the worker phase bounds compile time, so this test skips it. */
        COMPILE_BOUNDED
    }

    private static final String PREFIX = "// expect:";

    static Expectation of(Path file) {
        String line = Corpus.firstLine(file).strip();
        if (!line.startsWith(PREFIX)) {
            throw new IllegalArgumentException(file.getFileName() + " must start with '" + PREFIX + " VERDICT'");
        }
        String[] words = line.substring(PREFIX.length()).strip().split("\\s+", 2);
        return new Expectation(Verdict.valueOf(words[0]), words.length > 1 ? words[1].strip() : "");
    }
}
