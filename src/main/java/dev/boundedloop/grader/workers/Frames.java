package dev.boundedloop.grader.workers;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * Length-prefixed frames on a worker's stdio. Each frame starts with a magic number, so anything
 * else that reached the stream is detected as corruption instead of being read as a message.
 */
final class Frames {

    static final int MAGIC = 0x41475231; // "AGR1"
    static final int MAX_FRAME_BYTES = 32 * 1024 * 1024;

    private Frames() {}

    /** Writes one frame of JSON text as {@link WorkerJson#MAPPER} writes it: ASCII, so any UTF-8 reader reads it. */
    static void write(OutputStream out, byte[] json) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.writeInt(MAGIC);
        data.writeInt(json.length);
        data.write(json);
        data.flush();
    }

    /** The next frame's JSON, or null at a clean end of stream. */
    static byte[] read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        int magic;
        try {
            magic = data.readInt();
        } catch (EOFException e) {
            return null;
        }
        if (magic != MAGIC) {
            throw new IOException("corrupt frame: bad magic " + Integer.toHexString(magic));
        }
        int length = data.readInt();
        if (length < 0 || length > MAX_FRAME_BYTES) {
            throw new IOException("corrupt frame: length " + length);
        }
        byte[] bytes = new byte[length];
        data.readFully(bytes);
        return bytes;
    }
}
