package dev.boundedloop.grader.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A directory holding only one learner API's class files, for javac's class path.
 *
 * <p>Copied out of the running grader rather than pointing at its class path, so the compile sees
 * the API's types and nothing else (not another assignment's API either), and so it works the same
 * from a packaged jar.
 */
public final class ApiClasspath {

    private ApiClasspath() {}

    public static Path extractTo(Path directory, List<Class<?>> apiTypes) {
        try {
            for (Class<?> type : apiTypes) {
                String resource = type.getName().replace('.', '/') + ".class";
                Path target = directory.resolve(resource);
                Files.createDirectories(target.getParent());
                try (InputStream in = type.getClassLoader().getResourceAsStream(resource)) {
                    if (in == null) {
                        throw new IllegalStateException("Learner API class not found: " + resource);
                    }
                    Files.write(target, in.readAllBytes());
                }
            }
            return directory;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot extract the learner API for javac", e);
        }
    }

    /**
     * Extracts into a fresh temporary directory that is removed, files and all, when the JVM exits
     * normally (a worker killed outright leaves it in its own folder, which its supervisor removes).
     */
    public static Path extractToTemporaryDirectory(List<Class<?>> apiTypes) {
        try {
            Path directory = Files.createTempDirectory("learner-api");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(directory), "learner-api-cleanup"));
            return extractTo(directory, apiTypes);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a directory for the learner API", e);
        }
    }

    private static void deleteTree(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // the JVM is exiting: what cannot be removed now stays
        }
    }
}
