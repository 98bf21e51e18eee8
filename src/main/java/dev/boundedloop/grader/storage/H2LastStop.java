package dev.boundedloop.grader.storage;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Whether an H2 file was closed cleanly, read from its store header before anyone opens it. H2 writes
 * {@code clean:1} into the header (two copies, one per 4 KB block) when it closes the file and removes
 * it with the first write after opening it, so a file a killed process left behind has no copy saying so.
 */
final class H2LastStop {

    private static final int HEADER_BLOCKS = 2;
    private static final int BLOCK = 4096;

    private H2LastStop() {}

    /** True when a copy of the header says the file was closed cleanly; false for an unclean stop or an unreadable header. */
    static boolean wasClean(Path file) throws IOException {
        byte[] header = new byte[HEADER_BLOCKS * BLOCK];
        int read;
        try (InputStream in = Files.newInputStream(file)) {
            read = in.readNBytes(header, 0, header.length);
        }
        for (int block = 0; block * BLOCK < read; block++) {
            byte[] copy = Arrays.copyOfRange(header, block * BLOCK, Math.min(read, (block + 1) * BLOCK));
            String text = new String(copy, StandardCharsets.ISO_8859_1);
            int end = text.indexOf('\n');
            if (text.startsWith("H:2,") && end > 0 && Arrays.asList(text.substring(0, end).split(",")).contains("clean:1")) {
                return true;
            }
        }
        return false;
    }
}
