package dev.boundedloop.grader.workers;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A worker JVM that grades exactly as {@link WorkerMain} does and then fails at sending each report,
 * the way the system property {@code misbehaviour} says: {@code oom} runs out of memory (the JVM
 * exits as the real worker's would), {@code oversized} sends a frame longer than the protocol allows,
 * {@code corrupt} writes bytes that are no frame. Everything else it sends, READY and each case's
 * result, goes out as the real worker sends it.
 */
public final class MisbehavingWorkerMain {

    static final String PROPERTY = "misbehaviour";

    private MisbehavingWorkerMain() {}

    public static void main(String[] args) throws InterruptedException {
        OutputStream protocol = new FailingAtReports(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)),
                System.getProperty(PROPERTY));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        ProgressBoard board = ProgressBoard.open(Path.of(args[0]));
        Thread grading = new Thread(null, () -> new WorkerMain(protocol, board, List.of()).serve(new BufferedInputStream(System.in)),
                "grading", 16L * 1024 * 1024);
        grading.start();
        grading.join();
    }

    /** Workers that start as this class, with the misbehaviour set. */
    static WorkerStart start(String misbehaviour) {
        return new WorkerStart(MisbehavingWorkerMain.class.getName(), List.of("-D" + PROPERTY + "=" + misbehaviour));
    }

    /** Holds each frame until it is flushed, and passes it on unless it is a report. */
    private static final class FailingAtReports extends FilterOutputStream {

        private static final byte[] REPORT = "{\"type\":\"REPORT\"".getBytes(StandardCharsets.US_ASCII);
        private static final int HEADER = 8;

        private final String misbehaviour;
        private final ByteArrayOutputStream frame = new ByteArrayOutputStream();
        private final List<long[]> hoard = new ArrayList<>();

        FailingAtReports(OutputStream out, String misbehaviour) {
            super(out);
            this.misbehaviour = misbehaviour;
        }

        @Override
        public void write(int b) {
            frame.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            frame.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            byte[] bytes = frame.toByteArray();
            frame.reset();
            if (!isReport(bytes)) {
                out.write(bytes);
            } else if (misbehaviour.equals("oom")) {
                while (true) {
                    hoard.add(new long[1 << 20]);
                }
            } else if (misbehaviour.equals("oversized")) {
                int length = Frames.MAX_FRAME_BYTES + 1024;
                out.write(Arrays.copyOf(bytes, 4)); // the magic number
                out.write(new byte[] {(byte) (length >>> 24), (byte) (length >>> 16), (byte) (length >>> 8), (byte) length});
                byte[] padded = Arrays.copyOfRange(bytes, HEADER, HEADER + length);
                Arrays.fill(padded, bytes.length - HEADER, length, (byte) ' ');
                out.write(padded);
            } else {
                out.write("this is no frame".getBytes(StandardCharsets.US_ASCII));
            }
            out.flush();
        }

        private static boolean isReport(byte[] bytes) {
            return bytes.length > HEADER + REPORT.length
                    && Arrays.equals(bytes, HEADER, HEADER + REPORT.length, REPORT, 0, REPORT.length);
        }
    }
}
