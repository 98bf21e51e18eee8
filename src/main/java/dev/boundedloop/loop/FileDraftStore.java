package dev.boundedloop.loop;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import java.util.Objects;

/**
 * A {@link DraftStore} that writes each snapshot as JSON to one file. It writes a temporary file beside
 * it and moves that into place atomically, so a reader never sees a half-written drafts file.
 */
public final class FileDraftStore implements DraftStore {

    private final Path file;

    public FileDraftStore(Path file) {
        this.file = Objects.requireNonNull(file, "file must not be null").toAbsolutePath();
    }

    @Override
    public void save(Map<String, Object> snapshot) {
        Path temporary = null;
        try {
            temporary = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
            Files.writeString(temporary, Json.write(snapshot) + "\n", StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            deleteQuietly(temporary);
            throw new UncheckedIOException("could not save drafts to " + file.getFileName(), e);
        }
    }

    public Path file() {
        return file;
    }

    private static void deleteQuietly(Path temporary) {
        if (temporary == null) {
            return;
        }
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException ignored) {
            // The save already failed; a stray temporary file is the lesser problem.
        }
    }
}
