package dev.boundedloop.grader.sandbox.runtime;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * What learner code gets for {@code System.out} and {@code System.err}: a print stream that keeps
 * the first bytes written to it and drops the rest ({@link CaptureSink}). The real standard output
 * will be a worker's protocol channel, so learner output must never reach it, and a flood must cost
 * no memory.
 *
 * <p>Once nothing more can be kept, a text printed again is charged the sink writes its first
 * printing made, without being encoded again: encoding dropped output took seconds per case in a
 * print loop, far more than the fuel it is charged buys. The charge is exactly what encoding it
 * would cost, so a report never depends on which way a print went.
 */
final class CaptureStream extends PrintStream {

    private static final String LINE_SEPARATOR = System.lineSeparator();
    /** Texts whose dropped writes are remembered, per stream; a flood repeats a handful. */
    private static final int REMEMBERED_TEXTS = 16;

    private final CaptureSink sink;
    /** By the text's identity: a String never changes, so the same one encodes to the same writes. */
    private final Map<String, int[]> droppedWrites = new IdentityHashMap<>();
    /**
     * False once a print may have ended on a high surrogate, which the JDK's encoder holds back to
     * join with the next text: until a text is encoded again, a replayed charge could differ.
     */
    private boolean encoderEmpty = true;
    private boolean closed;
    private int replayedPrints;

    CaptureStream(int capacityBytes) {
        this(new CaptureSink(capacityBytes));
    }

    private CaptureStream(CaptureSink sink) {
        super(sink, false, StandardCharsets.UTF_8);
        this.sink = sink;
    }

    /** The kept text, ending with a marker line when output was dropped. */
    String text() {
        flush();
        return sink.text();
    }

    @Override
    public synchronized void print(String s) {
        String text = String.valueOf(s);
        boolean replayable = sink.full() && !closed && encoderEmpty && endsWhole(text);
        int[] writes = replayable ? droppedWrites.get(text) : null;
        if (writes != null) {
            sink.replay(writes);
            replayedPrints++;
            return;
        }
        if (!replayable) {
            super.print(text);
        } else {
            sink.record();
            try {
                super.print(text);
                remember(text, sink.recorded());
            } finally {
                sink.stopRecording();
            }
        }
        if (!text.isEmpty()) {
            encoderEmpty = !Character.isHighSurrogate(text.charAt(text.length() - 1));
        }
    }

    // The JDK's println of a subclass prints the text, then the line separator on its own: the same
    // writes, so both go through print(String) and its replay.
    @Override
    public synchronized void println(String x) {
        print(x);
        print(LINE_SEPARATOR);
    }

    @Override
    public synchronized void println(Object x) {
        print(String.valueOf(x));
        print(LINE_SEPARATOR);
    }

    @Override
    public void print(Object obj) {
        print(String.valueOf(obj));
    }

    @Override
    public synchronized void print(char c) {
        super.print(c);
        encoderEmpty = !Character.isHighSurrogate(c);
    }

    @Override
    public synchronized void print(char[] s) {
        super.print(s);
        if (s.length > 0) {
            encoderEmpty = !Character.isHighSurrogate(s[s.length - 1]);
        }
    }

    @Override
    public synchronized void close() {
        closed = true; // a closed print stream writes nothing and so charges nothing
        super.close();
    }

    private static boolean endsWhole(String text) {
        return !text.isEmpty() && !Character.isHighSurrogate(text.charAt(text.length() - 1));
    }

    /** How many prints were charged from remembered writes instead of being encoded. */
    int replayedPrints() {
        return replayedPrints;
    }

    private void remember(String text, int[] writes) {
        if (droppedWrites.size() == REMEMBERED_TEXTS) {
            droppedWrites.clear();
        }
        droppedWrites.put(text, writes);
    }
}
