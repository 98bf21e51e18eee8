package dev.boundedloop.grader.workers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A class-data archive in the cache folder, with the size it had when it was kept written beside it:
 * JDK 17 crashes on an archive cut short rather than starting without it, so a file is mapped only
 * when it begins as an archive of its kind does and has that size. Damage within a whole file is left
 * to the JVM's own checksums ({@code -XX:+VerifySharedSpaces}).
 *
 * @param file where the archive is kept
 * @param magic the first four bytes of an archive of its kind, in the machine's byte order
 */
record KeptArchive(Path file, int magic) {

    /** HotSpot's CDS_ARCHIVE_MAGIC: a static archive ({@code -Xshare:dump}). */
    static final int STATIC = 0xf00baba2;
    /** HotSpot's CDS_DYNAMIC_ARCHIVE_MAGIC: a dynamic archive ({@code -XX:ArchiveClassesAtExit}). */
    static final int DYNAMIC = 0xf00baba8;

    /**
     * The JVM options that map {@code archive}, a whole one, or start without it when it cannot; the JVM's
     * own messages go to stderr, never to a worker's protocol on stdout.
     */
    static List<String> mappingOptions(Path archive) {
        return List.of("-XX:SharedArchiveFile=" + archive, "-Xshare:auto", "-XX:+VerifySharedSpaces", "-Xlog:disable",
                "-Xlog:all=warning:stderr");
    }

    /** Whether the archive is there whole, so that a JVM may map it. */
    boolean whole() {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] first = in.readNBytes(4);
            return first.length == 4 && ByteBuffer.wrap(first).order(ByteOrder.nativeOrder()).getInt() == magic
                    && Files.readString(sizeFile()).strip().equals(Long.toString(Files.size(file)));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Moves a written archive into the cache whole (under a name of its own first, then renamed, its size
     * after it), so that no JVM maps a half-written file.
     */
    void keep(Path written) throws IOException {
        Files.createDirectories(file.getParent());
        Path partial = Files.createTempFile(file.getParent(), "archive-", ".partial");
        Path partialSize = Files.createTempFile(file.getParent(), "archive-", ".partial");
        try {
            Files.move(written, partial, StandardCopyOption.REPLACE_EXISTING);
            Files.writeString(partialSize, Long.toString(Files.size(partial)));
            Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            Files.move(partialSize, sizeFile(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
            Files.deleteIfExists(partialSize);
        }
    }

    private Path sizeFile() {
        return file.resolveSibling(file.getFileName() + ".size");
    }
}
