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
    /** How much of an oversized frame is read, to tell what it was; the rest is skipped unread. */
    static final int HEAD_BYTES = 128;

    /** Why a report or a case went without its details: it would not fit a frame even within its bounds. */
    static final String NO_ROOM = "the report would not fit the worker protocol's " + MAX_FRAME_BYTES / (1024 * 1024)
            + " MB frame";

    private Frames() {}

    static boolean fits(byte[] json) {
        return json.length <= MAX_FRAME_BYTES;
    }

    /**
     * Writes one frame of JSON text as {@link WorkerJson#MAPPER} writes it: ASCII, so any UTF-8 reader
     * reads it. A frame over the limit is refused before a byte of it is written, so the stream stays
     * in step and the writer can send something smaller instead.
     */
    static void write(OutputStream out, byte[] json) throws IOException {
        if (!fits(json)) {
            throw new TooLarge(json.length);
        }
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
        if (length < 0) {
            throw new IOException("corrupt frame: length " + length);
        }
        if (length > MAX_FRAME_BYTES) {
            // Never held whole: its head says what it was, and skipping the rest keeps the stream in step.
            byte[] head = data.readNBytes(Math.min(length, HEAD_BYTES));
            data.skipNBytes(length - head.length);
            throw new Oversized(length, head);
        }
        byte[] bytes = new byte[length];
        data.readFully(bytes);
        return bytes;
    }

    /** A frame this end would not write: more than {@link #MAX_FRAME_BYTES}. */
    static final class TooLarge extends IOException {
        TooLarge(int length) {
            super("a frame of " + length + " bytes is over the " + MAX_FRAME_BYTES + "-byte limit");
        }
    }

    /** A frame the other end wrote over the limit anyway; it was skipped, and the next read reads the next frame. */
    static final class Oversized extends IOException {

        private final int length;
        private final transient byte[] head;

        Oversized(int length, byte[] head) {
            super("a frame of " + length + " bytes is over the " + MAX_FRAME_BYTES + "-byte limit");
            this.length = length;
            this.head = head;
        }

        int length() {
            return length;
        }

        /** The frame's first bytes, at most {@link #HEAD_BYTES}. */
        byte[] head() {
            return head.clone();
        }
    }
}
