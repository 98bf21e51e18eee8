package dev.boundedloop.grader.sandbox.runtime;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Where learner output lands: the first bytes written are kept and the rest dropped, every write
 * charged fuel. Printing costs fuel though dropped output costs no memory: encoding and writing runs
 * in JDK code that the meter does not see, so an endless print loop would otherwise run for seconds
 * per unit of fuel it is charged. The writes a print makes can be recorded and charged again
 * ({@link CaptureStream} replays them for a text it printed before).
 */
final class CaptureSink extends OutputStream {

    private static final String TRUNCATED_MARKER = "[truncated]";
    private static final long WRITE_FUEL = 10;
    private static final int BYTES_PER_FUEL = 64;
    /** A recorded write of one byte, as against an array write of a length. */
    private static final int ONE_BYTE = -1;

    private final byte[] kept;
    private int size;
    private boolean truncated;
    private int[] recording;
    private int recorded;

    CaptureSink(int capacity) {
        this.kept = new byte[capacity];
    }

    boolean full() {
        return size == kept.length;
    }

    void record() {
        recording = new int[4];
        recorded = 0;
    }

    int[] recorded() {
        return Arrays.copyOf(recording, recorded);
    }

    void stopRecording() {
        recording = null;
    }

    /** Charges recorded writes again, as the full sink charged them: each its fuel, none of it kept. */
    void replay(int[] writes) {
        for (int length : writes) {
            if (length == ONE_BYTE) {
                write(0);
            } else {
                dropWrite(length);
            }
        }
    }

    @Override
    public void write(int b) {
        Sandbox.meter().chargeFuel(WRITE_FUEL);
        note(ONE_BYTE);
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
        System.arraycopy(bytes, offset, kept, size, accepted); // also refuses a range outside the array
        size += accepted;
        truncated |= accepted < length;
        note(length);
    }

    private void dropWrite(int length) {
        Sandbox.meter().chargeFuel(WRITE_FUEL + length / BYTES_PER_FUEL);
        note(length);
        truncated |= length > 0;
    }

    private void note(int write) {
        if (recording != null) {
            if (recorded == recording.length) {
                recording = Arrays.copyOf(recording, recorded * 2);
            }
            recording[recorded++] = write;
        }
    }

    /** The kept text, ending with a marker line when output was dropped. */
    String text() {
        String text = new String(kept, 0, size, StandardCharsets.UTF_8);
        if (!truncated) {
            return text;
        }
        return text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + TRUNCATED_MARKER;
    }
}
