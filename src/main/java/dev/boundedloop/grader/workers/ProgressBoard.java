package dev.boundedloop.grader.workers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where a worker posts the job, stage and case it is in, for its supervisor to read once the worker
 * has died or overrun the watchdog: a small file that both processes map into memory. Posting is a
 * memory write rather than a message, so following a job's many cases costs no system call, and
 * what was posted outlives the worker (it is in the kernel's page cache, not the worker's heap).
 */
final class ProgressBoard {

    static final int NONE = -1;
    /** In place of a case: the suite's last case has finished, and the report is being assembled and sent. */
    static final int REPORTING = -2;

    private static final int JOB = 0;
    private static final int STAGE = 8;
    private static final int CASE = 12;
    private static final int SIZE = 16;

    private final Path file;
    private final MappedByteBuffer memory;

    private ProgressBoard(Path file) {
        this.file = file;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            this.memory = channel.map(FileChannel.MapMode.READ_WRITE, 0, SIZE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot map the progress board " + file, e);
        }
    }

    /** A new, empty board in {@code file}, in the folder of a worker about to start. */
    static ProgressBoard create(Path file) {
        try {
            Files.write(file, new byte[SIZE]);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot make the progress board " + file, e);
        }
        ProgressBoard board = new ProgressBoard(file);
        board.post(0, NONE, NONE);
        return board;
    }

    /** The board its supervisor made, for the worker. */
    static ProgressBoard open(Path file) {
        return new ProgressBoard(file);
    }

    Path file() {
        return file;
    }

    /**
     * @param stage a {@link GradingStage} ordinal, or NONE; @param caseIndex the case's place in its
     *     suite, NONE, or REPORTING
     */
    void post(long jobId, int stage, int caseIndex) {
        memory.putInt(CASE, caseIndex);
        memory.putInt(STAGE, stage);
        memory.putLong(JOB, jobId);
    }

    /** What the worker last posted about a job, or null when it posted nothing about that job. */
    Progress read(long jobId) {
        if (memory.getLong(JOB) != jobId) {
            return null;
        }
        return new Progress(memory.getInt(STAGE), memory.getInt(CASE));
    }

    /** @param stage a GradingStage ordinal, or NONE; @param caseIndex a place in the suite, NONE or REPORTING */
    record Progress(int stage, int caseIndex) {}
}
