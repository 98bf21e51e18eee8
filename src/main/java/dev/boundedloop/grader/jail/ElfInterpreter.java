package dev.boundedloop.grader.jail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The program interpreter (the dynamic loader) an ELF executable names, such as
 * {@code /lib64/ld-linux-x86-64.so.2}: the jail must hold it at exactly that path, or the kernel
 * cannot start the JVM at all.
 */
final class ElfInterpreter {

    private static final int PT_INTERP = 3;
    private static final int MAX_PATH = 4096;

    private ElfInterpreter() {}

    /** The interpreter's path, or empty for a static executable; an error for what is not 64-bit ELF. */
    static Optional<Path> of(Path executable) throws IOException {
        try (FileChannel file = FileChannel.open(executable)) {
            ByteBuffer header = read(file, 0, 64);
            if (header.getInt(0) != 0x7f454c46) { // "\u007fELF", read big-endian
                throw new IOException(executable + " is not an ELF executable");
            }
            if (header.get(4) != 2) {
                throw new IOException(executable + " is not a 64-bit ELF executable");
            }
            header.order(header.get(5) == 1 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
            long programHeaders = header.getLong(0x20);
            int entrySize = Short.toUnsignedInt(header.getShort(0x36));
            int entries = Short.toUnsignedInt(header.getShort(0x38));
            for (int i = 0; i < entries; i++) {
                ByteBuffer entry = read(file, programHeaders + (long) i * entrySize, 56).order(header.order());
                if (entry.getInt(0) == PT_INTERP) {
                    long offset = entry.getLong(8);
                    long size = entry.getLong(32);
                    if (size < 2 || size > MAX_PATH) {
                        throw new IOException(executable + " names an interpreter of " + size + " bytes");
                    }
                    ByteBuffer name = read(file, offset, (int) size);
                    return Optional.of(Path.of(new String(name.array(), 0, (int) size - 1, StandardCharsets.UTF_8)));
                }
            }
            return Optional.empty();
        }
    }

    private static ByteBuffer read(FileChannel file, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            if (file.read(buffer, position + buffer.position()) < 0) {
                throw new IOException("the ELF file ends early");
            }
        }
        return buffer.flip();
    }
}
