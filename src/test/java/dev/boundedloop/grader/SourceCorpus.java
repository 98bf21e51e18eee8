package dev.boundedloop.grader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** Folders of learner sources whose first line says what each must get: {@code // expect: ...}. */
public final class SourceCorpus {

    private static final String EXPECT = "// expect:";

    private SourceCorpus() {}

    /** The folder's Java sources, in name order. */
    public static Stream<Path> sources(Path folder) {
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.filter(p -> p.toString().endsWith(".java")).sorted().toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What a source's first line promises, after {@code // expect:}. */
    public static String expectation(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            String first = lines.findFirst().orElse("");
            if (!first.startsWith(EXPECT)) {
                throw new IllegalArgumentException(file.getFileName() + " must start with '" + EXPECT + " ...'");
            }
            return first.substring(EXPECT.length()).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
