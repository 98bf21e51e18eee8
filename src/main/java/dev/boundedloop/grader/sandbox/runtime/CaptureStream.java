package dev.boundedloop.grader.sandbox.runtime;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What learner code gets for {@code System.out} and {@code System.err}: a print stream that keeps
 * the first bytes written to it and drops the rest. The real standard output will be a worker's
 * protocol channel, so learner output must never reach it, and a flood must cost no memory.
 */
final class CaptureStream extends PrintStream {

    static final String TRUNCATED_MARKER = "[truncated]";

    /**
     * Printing costs fuel, though dropped output costs no memory: encoding and writing runs in JDK
     * code that the meter does not see, so an endless print loop would otherwise run for seconds per
     * unit of fuel it is charged.
     */
    static final long WRITE_FUEL = 10;
    static final int BYTES_PER_FUEL = 64;

    private final Sink sink;

    CaptureStream(int capacityBytes) {
        this(new Sink(capacityBytes));
    }

    private CaptureStream(Sink sink) {
        super(sink, false, StandardCharsets.UTF_8);
        this.sink = sink;
    }

    /** The kept text, ending with a marker line when output was dropped. */
    String text() {
        flush();
        return sink.text();
    }

    private static final class Sink extends OutputStream {
        private final byte[] kept;
        private int size;
        private boolean truncated;

        Sink(int capacity) {
            this.kept = new byte[capacity];
        }

        @Override
        public void write(int b) {
            Sandbox.meter().chargeFuel(WRITE_FUEL);
            if (size < kept.length) {
                kept[size++] = (byte) b;
            } else {
                truncated = true;
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            Sandbox.meter().chargeFuel(WRITE_FUEL + length / BYTES_PER_FUEL);
            int accepted = Math.min(length, kept.length - size);
            System.arraycopy(bytes, offset, kept, size, accepted);
            size += accepted;
            truncated |= accepted < length;
        }

        String text() {
            String text = new String(kept, 0, size, StandardCharsets.UTF_8);
            if (!truncated) {
                return text;
            }
            return text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + TRUNCATED_MARKER;
        }
    }
}
