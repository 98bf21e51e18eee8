package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.jail.Enclosure;
import dev.boundedloop.grader.jail.ProcStatus;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * One worker JVM and its protocol streams. A reader thread turns frames into events; when the
 * stream ends or is corrupt, it posts a death event, so the supervisor never blocks on a dead worker.
 */
final class WorkerProcess {

    private static final Logger LOG = Logger.getLogger(WorkerProcess.class.getName());
    private static final String DIED = "DIED";
    private static final int STDERR_TAIL_BYTES = 8192;

    private final Process process;
    private final WorkerLauncher.LaunchedJvm launched;
    private final ProgressBoard board;
    private final OutputStream requests;
    private final BlockingQueue<WorkerEvent> events = new LinkedBlockingQueue<>();
    private final StringBuffer stderrTail = new StringBuffer();
    /** Read by the events thread alone, in the order the worker wrote its frames. */
    private final ReportBaselines baselines = new ReportBaselines();
    private int jobs;
    /** The sha256 of each suite this worker has been sent; it keeps them, so each is sent once. */
    private final java.util.Set<String> suitesSent = new java.util.HashSet<>();
    private final java.util.concurrent.atomic.AtomicBoolean retiring = new java.util.concurrent.atomic.AtomicBoolean();
    /** Why the supervisor killed this worker itself, other than for the watchdog; null if it did not. */
    private volatile String killedBecause;
    private volatile int quota = Integer.MAX_VALUE;
    /** What the worker said, when it became ready, decides its compiles besides the source; null before. */
    private volatile String compilerIdentity;
    /** Whether the worker has warmed up (or has no warm-up to do); set by its pool or by its WARM event. */
    private volatile boolean warm;
    /** Whether {@link WorkerRequest#WARM_UP} was sent; guarded by this object, as the requests stream is. */
    private boolean toldToWarmUp;

    private WorkerProcess(WorkerLauncher.LaunchedJvm launched, ProgressBoard board) {
        this.launched = launched;
        this.process = launched.process();
        this.board = board;
        this.requests = new BufferedOutputStream(process.getOutputStream());
        daemon("worker-" + process.pid() + "-events", this::readEvents);
        daemon("worker-" + process.pid() + "-stderr", this::drainStderr);
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Starts a worker through {@code launcher}, with a fresh progress board in its folder (its first
     * argument) and the files it must not see (the others).
     */
    static WorkerProcess start(WorkerLauncher launcher, WorkerStart start, List<String> secretFiles) throws IOException {
        ProgressBoard[] board = new ProgressBoard[1];
        WorkerLauncher.LaunchedJvm launched = launcher.start(start.mainClass(), start.jvmOptions(), folder -> {
            board[0] = ProgressBoard.create(folder.resolve("progress.board"));
            List<String> arguments = new ArrayList<>();
            arguments.add(board[0].file().toString());
            arguments.addAll(secretFiles);
            return arguments;
        });
        return new WorkerProcess(launched, board[0]);
    }

    /** How the worker was started: the jail's promise its first event is checked against. */
    Enclosure enclosure() {
        return launched.enclosure();
    }

    /** The uid the host sees the worker's JVM run as, or -1 when it cannot be read. */
    long hostUid() {
        try {
            return ProcStatus.of(launched.jvm().pid()).uid();
        } catch (IOException e) {
            return -1;
        }
    }

    /** What the worker last posted about a job; read it once the worker is dead, so it cannot change. */
    ProgressBoard.Progress progress(long jobId) {
        return board.read(jobId);
    }

    long pid() {
        return process.pid();
    }

    /** CPU time of the worker's JVM and of bubblewrap around it. */
    Duration cpu() {
        return Stream.concat(Stream.of(process.toHandle()), process.descendants())
                .map(handle -> handle.info().totalCpuDuration().orElse(Duration.ZERO))
                .reduce(Duration.ZERO, Duration::plus);
    }

    String compilerIdentity() {
        return compilerIdentity;
    }

    void compilerIdentity(String identity) {
        compilerIdentity = identity;
    }

    int jobs() {
        return jobs;
    }

    /** How many jobs the worker serves before it is replaced; set by its pool before it serves any. */
    int quota() {
        return quota;
    }

    void quota(int jobs) {
        quota = jobs;
    }

    /** Whether the worker still needs this suite's files: true only the first time it is asked. */
    boolean needsSuite(String sha256) {
        return suitesSent.add(sha256);
    }

    synchronized void send(WorkerRequest request) throws IOException {
        jobs++;
        Frames.write(requests, request.frame());
    }

    boolean warm() {
        return warm;
    }

    void markWarm() {
        warm = true;
    }

    /**
     * Tells a worker that put off its warm-up to do it now, once; a worker that did not put it off
     * ignores the frame. A worker gone already is left to whoever sends it its next job.
     */
    synchronized void tellToWarmUp() {
        if (toldToWarmUp) {
            return;
        }
        toldToWarmUp = true;
        try {
            Frames.write(requests, WorkerRequest.WARM_UP);
        } catch (IOException e) {
            LOG.fine(() -> "worker " + pid() + " could not be told to warm up: " + e.getMessage());
        }
    }

    /** The next event, a DIED event if the worker is gone, or null if nothing came within the timeout. */
    WorkerEvent next(Duration timeout) throws InterruptedException {
        return events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    static boolean died(WorkerEvent event) {
        return DIED.equals(event.type());
    }

    /** The exit code once the process has ended, waiting briefly for the operating system to report it. */
    int exitCode() throws InterruptedException {
        return process.waitFor(5, TimeUnit.SECONDS) ? process.exitValue() : -1;
    }

    String stderrTail() {
        return stderrTail.toString();
    }

    /** Marks the worker for retirement once; false if it already was. */
    boolean markRetiring() {
        return retiring.compareAndSet(false, true);
    }

    /** A worker marked for retirement is killed when its current job ends, instead of going back to the pool. */
    boolean retiring() {
        return retiring.get();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /**
     * Closes the worker's input, after which it ends on its own once its job is done, and waits until
     * {@code deadline} (System.nanoTime) for its process to end and its folder to be cleaned up; true
     * if both happened.
     */
    boolean endAndAwait(long deadline) throws InterruptedException {
        synchronized (this) {
            try {
                requests.close();
            } catch (IOException alreadyGone) {
                // a worker that died has no input to close; waiting for it is all that is left
            }
        }
        try {
            launched.cleanedUp().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            return true;
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            return false;
        }
    }

    /** Kills the worker; its folder, board included, is removed once the process has ended. */
    void kill() {
        process.destroyForcibly();
    }

    /** Kills the worker for a reason of the supervisor's own, which its death is then logged and judged by. */
    void kill(String because) {
        if (killedBecause == null) {
            killedBecause = because;
        }
        kill();
    }

    /** Why the supervisor killed this worker, when it did so for a reason other than the watchdog. */
    String killedBecause() {
        return killedBecause;
    }

    private void readEvents() {
        try (InputStream in = new BufferedInputStream(process.getInputStream())) {
            while (true) {
                byte[] frame;
                try {
                    frame = Frames.read(in);
                } catch (Frames.Oversized skipped) {
                    // The stream is still in step, and the worker still well: only this frame is lost.
                    events.add(WorkerEvent.oversized(skipped));
                    continue;
                }
                if (frame == null) {
                    break;
                }
                WorkerEvent event = WorkerJson.MAPPER.readValue(frame, WorkerEvent.class);
                if (WorkerEvent.WARM.equals(event.type())) {
                    warm = true; // between jobs, unasked for by any job: no job's events are to see it
                    continue;
                }
                events.add(event.report() == null ? event : event.withReport(baselines.decode(event.report())));
            }
            events.add(new WorkerEvent(DIED, 0, "the worker's output ended"));
        } catch (IOException | RuntimeException e) {
            kill("its protocol broke: " + e.getMessage());
            events.add(new WorkerEvent(DIED, 0, "the worker's protocol broke: " + e.getMessage()));
        }
    }

    private void drainStderr() {
        try (InputStream err = process.getErrorStream()) {
            byte[] buffer = new byte[4096];
            int read;
            while ((read = err.read(buffer)) >= 0) {
                stderrTail.append(new String(buffer, 0, read, java.nio.charset.StandardCharsets.UTF_8));
                if (stderrTail.length() > STDERR_TAIL_BYTES) {
                    stderrTail.delete(0, stderrTail.length() - STDERR_TAIL_BYTES);
                }
            }
        } catch (IOException ignored) {
            // The process is gone; the tail keeps what it printed before.
        }
    }
}
