package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.TestSuites;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Copies of the project's whole suites that a test may break, as a suite author would by hand. */
final class SuiteCopies {

    static final String ASSIGNMENT = "ch03-unit-a";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private SuiteCopies() {}

    /** The whole grader-cases folder (every assignment, hidden cases and catalogue) copied under {@code dir}. */
    static Path casesFolder(Path dir) {
        Path cases = dir.resolve("grader-cases");
        copy(TestSuites.FOLDER, cases);
        return cases;
    }

    /** One assignment's folder copied to {@code dir/<assignment>}. */
    static Path assignmentFolder(Path dir) {
        Path folder = dir.resolve(ASSIGNMENT);
        copy(TestSuites.FOLDER.resolve(ASSIGNMENT), folder);
        return folder;
    }

    /** Rewrites one JSON file of a suite folder after the edit. */
    static void editJson(Path file, Consumer<JsonNode> edit) {
        JsonNode root = JSON.readTree(file.toFile());
        edit.accept(root);
        try {
            Files.write(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copy(Path from, Path to) {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : walk.sorted().toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
