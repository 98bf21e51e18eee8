package dev.boundedloop.grader.storage;

import java.nio.file.Path;
import java.util.Optional;

/** Where an H2 file database keeps its data, read off its JDBC URL. */
public final class H2DatabaseFile {

    private static final String FILE_URL = "jdbc:h2:file:";

    private H2DatabaseFile() {}

    /** The {@code .mv.db} file of an H2 file URL; nothing for any other URL. */
    public static Optional<Path> of(String url) {
        if (url == null || !url.startsWith(FILE_URL)) {
            return Optional.empty();
        }
        return Optional.of(Path.of(url.substring(FILE_URL.length()).split(";", 2)[0] + ".mv.db"));
    }
}
