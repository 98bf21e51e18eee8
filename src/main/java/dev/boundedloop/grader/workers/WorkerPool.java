package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseOutcome;
import dev.boundedloop.grader.grading.GradingProgress;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.GradingStage;
import dev.boundedloop.grader.grading.LearnerFailure;
import dev.boundedloop.grader.grading.LiveProgress;
import dev.boundedloop.grader.grading.ReportBuilder;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.jail.InsideView;
import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailUnavailableException;
import dev.boundedloop.grader.jail.Protection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Warm worker JVMs that grade submissions, and their supervisor. A worker that dies or
 * overruns the watchdog is replaced; the job it was running is retried on another worker, with
 * the case that killed it given its verdict (TIMEOUT, MEMORY_LIMIT or ERROR) instead of running
 * again, so one hostile submission gets a clear report and never affects another's.
 */
public final class WorkerPool implements SubmissionGrader, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(WorkerPool.class.getName());
    /**
     * A submission's source may kill at most two workers: the first death is retried (with the
     * killing case's verdict set, or as it was when the death had no visible cause), and after a
     * second one every later case keeps the verdict. A retry sends each finished case back as it
     * goes, so the third try runs no learner code at all: it only assembles the report.
     */
    private static final int MAX_ATTEMPTS = 3;

    private final WorkerPoolSettings settings;
    private final WorkerLauncher launcher;
    private final WorkerStart start;
    /** How the workers start while their warm-up waits for {@link #warmUp()}; the same as {@link #start} otherwise. */
    private final WorkerStart startWarmingWhenTold;
    private volatile boolean toldToWarmUp;
    /** The service's files each worker looks for as it starts, and a jailed one must not find. */
    private final List<String> secretFiles;
    private final CompletableFuture<Protection> proof = new CompletableFuture<>();
    private volatile Protection protection;
    private final BlockingQueue<WorkerProcess> idle = new LinkedBlockingQueue<>();
    private final Set<WorkerProcess> live = ConcurrentHashMap.newKeySet();
    private final ExecutorService starter = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "worker-starter");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicLong jobIds = new AtomicLong();
    private final Map<RestartCause, AtomicInteger> restarts = newCounts();
    private final AtomicInteger busy = new AtomicInteger();
    private final CompileCache compiles;
    private volatile boolean closed;

    /** @throws JailUnavailableException when the settings require the jail and it cannot be had */
    public WorkerPool(WorkerPoolSettings settings) {
        this(settings, WorkerStart.REAL);
    }

    /** A pool whose workers start as {@code start} says (tests start stand-ins for the worker). */
    WorkerPool(WorkerPoolSettings settings, WorkerStart start) {
        this.settings = settings;
        this.launcher = new WorkerLauncher(settings);
        this.protection = launcher.jail().protection();
        this.secretFiles = secretFiles(settings);
        this.compiles = new CompileCache(settings.compileCacheBytes());
        WorkerStart warmed = start.warmedUp(settings.warmUpRounds());
        this.start = settings.compileCacheBytes() == 0 ? warmed.withoutCompilerIdentity() : warmed;
        this.startWarmingWhenTold = settings.warmUpWhenTold() && settings.warmUpRounds() > 0
                ? this.start.warmingUpWhenTold() : this.start;
        for (int i = 0; i < settings.size(); i++) {
            startWorker(firstQuota(i, settings.size(), settings.recycleAfterJobs()), () -> { });
        }
    }

    /**
     * The jail's verdict, from a worker that answered from inside it or else from a trial JVM. After a
     * failed trial in auto mode the pool is unjailed: the workers that failed in the jail start again
     * without it.
     *
     * @throws JailUnavailableException when the jail is required and a JVM would not start in it
     */
    private synchronized void settleJail() {
        launcher.jail().settle();
        Protection settled = launcher.jail().protection();
        if (protection.jailed() && !settled.jailed()) {
            protection = settled;
        }
    }

    /** What protects grades in this pool: the jail, if it is in force, and what its proofs found. */
    public Protection protection() {
        return protection;
    }

    /**
     * Waits for the first worker's proof of its jail, for a service that must not answer before it
     * knows what protects its grades.
     *
     * @throws JailUnavailableException when the jail is required and the first proof failed
     */
    public Protection awaitProof(Duration timeout) throws InterruptedException {
        try {
            return proof.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw (JailUnavailableException) e.getCause();
        } catch (TimeoutException e) {
            throw new JailUnavailableException("no worker proved its jail within " + timeout.toSeconds() + " s");
        }
    }

    /** The files each worker must not see: the ones configured and the host's account list, where they exist. */
    private static List<String> secretFiles(WorkerPoolSettings settings) {
        List<String> files = new ArrayList<>();
        for (Path file : settings.secretFiles()) {
            if (Files.exists(file)) {
                files.add(file.toAbsolutePath().toString());
            }
        }
        if (Files.exists(Path.of("/etc/passwd"))) {
            files.add("/etc/passwd");
        }
        return files;
    }

    /** Workers replaced so far, after a crash, a watchdog kill, an abort or their job quota. */
    public int restarts() {
        return restarts.values().stream().mapToInt(AtomicInteger::get).sum();
    }

    private static Map<RestartCause, AtomicInteger> newCounts() {
        Map<RestartCause, AtomicInteger> counts = new EnumMap<>(RestartCause.class);
        for (RestartCause cause : RestartCause.values()) {
            counts.put(cause, new AtomicInteger());
        }
        return counts;
    }

    /** Workers replaced so far for one cause. */
    public int restarts(RestartCause cause) {
        return restarts.get(cause).get();
    }

    /** Gradings that reused a kept compile of their source instead of compiling it. */
    public long compilesReused() {
        return compiles.hits();
    }

    /** Gradings whose source was compiled, because no compile of it was kept. */
    public long compilesMade() {
        return compiles.misses();
    }

    /**
     * Tells the workers that put off their warm-up ({@link WorkerPoolSettings#warmUpWhenTold()}) to warm up
     * now, between jobs; every worker started from now on warms up before it takes a job.
     */
    public void warmUp() {
        toldToWarmUp = true;
        live.forEach(WorkerProcess::tellToWarmUp); // a worker still starting is told once it is ready, too
    }

    /** Live workers not yet warmed up: starting, waiting for {@link #warmUp()}, or warming up between jobs. */
    public int coldWorkers() {
        return (int) live.stream().filter(worker -> !worker.warm()).count();
    }

    public int idleWorkers() {
        return idle.size();
    }

    public int busyWorkers() {
        return busy.get();
    }

    @Override
    public Optional<String> verdictIdentity() {
        return Optional.of(settings.verdictIdentity());
    }

    @Override
    public GradingReport grade(Suite suite, byte[] source) {
        return grade(suite, source, new LiveProgress());
    }

    /**
     * @throws JailUnavailableException when the jail is required and no worker could prove it, rather than
     *     grading without it
     */
    @Override
    public GradingReport grade(Suite suite, byte[] source, LiveProgress progress) {
        refuseWithoutRequiredJail();
        Map<String, LearnerFailure> preset = new HashMap<>();
        Map<String, CaseExecution> finished = new HashMap<>();
        String unexplainedDeathAt = null;
        int blamedKills = 0;
        for (int attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
            WorkerProcess worker = takeWorker();
            if (worker == null) {
                return ReportBuilder.forSource(suite, source).internalError("no grading worker became available");
            }
            busy.incrementAndGet();
            JobAttempt outcome;
            try {
                outcome = run(worker, suite, source, preset, finished, attempt > 1, progress);
            } finally {
                busy.decrementAndGet();
            }
            if (outcome.finished()) {
                release(worker, outcome);
                return outcome.report();
            }
            if (outcome.tooLarge()) {
                // Not tried again, the same source would do the same; and the worker may keep as its suite's
                // baseline a report this end never read, so it is replaced.
                retire(worker, RestartCause.OVERSIZED_REPORT);
                LOG.warning(() -> "worker " + worker.pid() + " sent a report of " + outcome.reportBytes()
                        + " bytes, over the frame limit; the report was skipped unread, the source is not graded, "
                        + "and the worker was retired by its supervisor");
                return tooLarge(suite, source, outcome.reportBytes());
            }
            retire(worker, RestartCause.JOB_UNFINISHED);
            LOG.warning(() -> "worker " + worker.pid() + " " + outcome.howItEnded() + "; " + worker.stderrTail());
            if (outcome.reporting()) {
                // Every case had finished: no case is to blame, and a retry reports each one as it goes.
                GradingReport assembled = assembled(suite, source, finished);
                if (assembled != null) {
                    return assembled;
                }
                continue;
            }
            String where = outcome.stage() + "/" + outcome.caseId();
            boolean diedHereBefore = where.equals(unexplainedDeathAt);
            if (outcome.caseId() == null && outcome.stage() != null) {
                GradingReport notGradable = beforeTheCases(suite, source, outcome, diedHereBefore);
                if (notGradable != null) {
                    return notGradable;
                }
            }
            LearnerFailure blame = blame(outcome, outcome.caseId() != null && diedHereBefore);
            if (blame == null) {
                unexplainedDeathAt = where; // maybe not the learner's doing: try once more as it was
            } else if (outcome.caseId() != null) {
                blamedKills++;
                presetFrom(suite, outcome.caseId(), blame, blamedKills > 1, preset);
            } else {
                return ReportBuilder.forSource(suite, source).internalError("the grading worker failed before any case ran: " + blame.message());
            }
        }
        return ReportBuilder.forSource(suite, source).internalError("grading workers failed " + MAX_ATTEMPTS + " times on this submission");
    }

    /**
     * A worker that died before any case ran, while compiling, verifying, instrumenting or loading
     * the source: the source is the cause when the watchdog or the heap stopped it, or when a worker
     * died at the same stage twice. Those get a not-gradable verdict that says so; a first
     * unexplained death (perhaps a kill from outside) returns null and is tried once more.
     */
    private GradingReport beforeTheCases(Suite suite, byte[] source, JobAttempt outcome, boolean diedHereBefore) {
        String cause;
        if (outcome.timedOut()) {
            cause = "did not finish within " + settings.jobTimeout().toSeconds() + " s";
        } else if (outcome.outOfMemory()) {
            cause = "ran out of memory";
        } else if (diedHereBefore) {
            cause = "crashed its worker twice (exit " + outcome.exitCode() + ")";
        } else {
            return null;
        }
        boolean compiling = outcome.stage() == GradingStage.COMPILE;
        String what = compiling ? "javac" : "the " + outcome.stage().label() + " stage";
        return ReportBuilder.forSource(suite, source).notGraded(
                compiling ? SubmissionStatus.COMPILE_ERROR : SubmissionStatus.INVALID, what + " " + cause + " on this source; simplify it");
    }

    /**
     * The report of a job whose every case finished on workers that then died before sending it,
     * made here from the cases they sent; null while some case has not finished.
     */
    private static GradingReport assembled(Suite suite, byte[] source, Map<String, CaseExecution> finished) {
        List<CaseExecution> inOrder = suite.cases().stream().map(c -> finished.get(c.header().id())).toList();
        return inOrder.contains(null) ? null : ReportBuilder.forSource(suite, source).assembled(inOrder);
    }

    /** A report over the frame limit after all: the learner's verdict, since only what the source returned makes it so large. */
    private static GradingReport tooLarge(Suite suite, byte[] source, long bytes) {
        return ReportBuilder.forSource(suite, source).notGraded(SubmissionStatus.INVALID, "Grading this source made a "
                + "report larger than the " + Frames.MAX_FRAME_BYTES / (1024 * 1024) + " MB a grading worker may send ("
                + bytes + " bytes), so it could not be graded; return less from it (shorter texts, fewer messages, "
                + "less output)");
    }

    /**
     * Gives the killing case its verdict. A submission that kills a second worker gets the same
     * verdict for every case from there on, rather than one worker restart per remaining case.
     */
    private static void presetFrom(Suite suite, String caseId, LearnerFailure blame, boolean rest,
            Map<String, LearnerFailure> preset) {
        boolean reached = false;
        for (var suiteCase : suite.cases()) {
            String id = suiteCase.header().id();
            reached |= id.equals(caseId);
            if (id.equals(caseId) || (reached && rest)) {
                preset.putIfAbsent(id, blame);
            }
        }
    }

    /**
     * Which verdict the learner's case earns for killing its worker: the watchdog means TIMEOUT,
     * the JVM's out-of-memory exit means MEMORY_LIMIT; any other death is only blamed on the case
     * when it happens twice at the same place (a worker killed from outside is not the learner's fault).
     */
    private LearnerFailure blame(JobAttempt outcome, boolean diedHereBefore) {
        if (outcome.timedOut()) {
            return new LearnerFailure(CaseOutcome.TIMEOUT, null,
                    "the case did not finish within the " + settings.jobTimeout().toSeconds() + " s watchdog");
        }
        if (outcome.outOfMemory()) {
            return new LearnerFailure(CaseOutcome.MEMORY_LIMIT, null, "the case exhausted the worker's memory");
        }
        return diedHereBefore
                ? new LearnerFailure(CaseOutcome.ERROR, null, "the worker process died twice running this case (exit "
                        + outcome.exitCode() + ")")
                : null;
    }

    /**
     * One try on one worker. On a retry the worker sends each case's result as it finishes, and
     * {@code finished} collects them, so a later try runs only the cases no try has finished.
     */
    private JobAttempt run(WorkerProcess worker, Suite suite, byte[] source, Map<String, LearnerFailure> preset,
            Map<String, CaseExecution> finished, boolean reportEachCase, LiveProgress progress) {
        long jobId = jobIds.incrementAndGet();
        long deadline = System.nanoTime() + settings.jobTimeout().toNanos();
        try {
            Map<String, byte[]> suiteFiles = worker.needsSuite(suite.sha256()) ? suite.files().files() : null;
            CompileCache.Key compileKey = compiles.key(worker.compilerIdentity(), suite.assignment().learnerApi().id(), source);
            CompiledSource stored = compiles.get(compileKey);
            worker.send(new WorkerRequest(jobId, suite.sha256(), suite.visibleOnly(), suiteFiles,
                    Base64.getEncoder().encodeToString(source), preset, finished, reportEachCase, stored,
                    compileKey != null && stored == null));
            progress.readFrom(() -> progressOf(worker.progress(jobId), suite));
            while (true) {
                long left = deadline - System.nanoTime();
                WorkerEvent event = left > 0 ? worker.next(Duration.ofNanos(left)) : null;
                if (event == null) {
                    worker.kill();
                    return unfinished(worker, suite, jobId, true);
                }
                if (WorkerProcess.died(event)) {
                    return unfinished(worker, suite, jobId, false);
                }
                if (WorkerEvent.COMPILED.equals(event.type()) && event.jobId() == jobId && event.compiled() != null) {
                    // Kept under the key of the source this job sent, whatever the worker may claim.
                    compiles.put(compileKey, event.compiled());
                } else if (WorkerEvent.CASE.equals(event.type()) && event.jobId() == jobId) {
                    finished.put(event.finishedCase().result().id(), event.finishedCase());
                } else if (WorkerEvent.REPORT.equals(event.type())) {
                    return JobAttempt.finished(event.report().report(), event.value());
                } else if (WorkerEvent.OVERSIZED.equals(event.type()) && WorkerEvent.REPORT.equals(event.value())) {
                    return JobAttempt.tooLarge(event.frameBytes());
                }
                // A case's frame over the limit was skipped: the report that follows holds that case too.
            }
        } catch (IOException e) {
            worker.kill("its request could not be sent (" + e.getMessage() + ")");
            return unfinished(worker, suite, jobId, false);
        } catch (InterruptedException e) {
            // The caller gave up mid-job; the worker is still busy with it, so it is replaced, not reused.
            retire(worker, RestartCause.ABANDONED);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while grading", e);
        }
    }

    /** What the worker's board says about a job, as a learner may read it. */
    private static GradingProgress progressOf(ProgressBoard.Progress posted, Suite suite) {
        if (posted == null || posted.stage() < 0 || posted.stage() >= GradingStage.values().length) {
            return null;
        }
        GradingStage stage = GradingStage.values()[posted.stage()];
        int index = posted.caseIndex();
        if (index < 0 || index >= suite.cases().size()) {
            return new GradingProgress(stage, null, suite.cases().size(), null);
        }
        var header = suite.cases().get(index).header();
        return new GradingProgress(stage, index + 1, suite.cases().size(),
                header.visibility() == Visibility.VISIBLE ? header.id() : null);
    }

    /** A job whose worker died or was killed, with the stage and case the worker last posted. */
    private static JobAttempt unfinished(WorkerProcess worker, Suite suite, long jobId, boolean timedOut) {
        int exitCode = exitCodeOf(worker); // waits for the process, so its board can no longer change
        ProgressBoard.Progress progress = worker.progress(jobId);
        GradingStage stage = progress == null || progress.stage() == ProgressBoard.NONE ? null
                : GradingStage.values()[progress.stage()];
        int index = progress == null ? ProgressBoard.NONE : progress.caseIndex();
        String caseId = index < 0 || index >= suite.cases().size() ? null : suite.cases().get(index).header().id();
        return JobAttempt.died(timedOut, timedOut ? -1 : exitCode, stage, caseId, index == ProgressBoard.REPORTING,
                worker.killedBecause());
    }

    private static int exitCodeOf(WorkerProcess worker) {
        try {
            return worker.exitCode();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** Waits for the first worker's proof of its jail, and refuses when a required jail cannot be had. */
    private void refuseWithoutRequiredJail() {
        try {
            proof.get(settings.startTimeout().toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw (JailUnavailableException) e.getCause();
        } catch (TimeoutException e) {
            // no worker yet: waiting for one says so
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A live idle worker; one that died while idle (killed from outside) is replaced, not used. */
    private WorkerProcess takeWorker() {
        long deadline = System.nanoTime() + settings.startTimeout().toNanos() * 2;
        try {
            while (System.nanoTime() < deadline) {
                WorkerProcess worker = idle.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                if (worker == null || worker.isAlive()) {
                    return worker;
                }
                retire(worker, RestartCause.DIED_IDLE);
            }
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * Back to the pool, unless the worker reached its quota or saw an error that may have struck
     * inside a JDK class's initialiser (a stack overflow or linkage error the JVM raised): state that
     * no later submission should inherit. A fuel or memory abort is no such sign: the meter throws
     * only in learner frames, and no JDK initialiser ever calls learner code.
     */
    private void release(WorkerProcess worker, JobAttempt finished) {
        if (finished.suspicion() != null || closed || worker.retiring()) {
            retire(worker, finished.suspicion() != null ? RestartCause.SUSPECT_STATE : RestartCause.QUOTA);
            return;
        }
        idle.add(worker);
        if (worker.jobs() >= worker.quota() && worker.markRetiring()) {
            // At its quota a worker keeps serving until its replacement is warm, so capacity never dips.
            startReplacement(() -> {
                if (idle.remove(worker)) {
                    retire(worker, RestartCause.QUOTA);
                }
            });
        }
    }

    /** CPU time used so far by the live workers; a retired worker's share leaves the sum with it. */
    public Duration workersCpu() {
        return live.stream().map(WorkerProcess::cpu).reduce(Duration.ZERO, Duration::plus);
    }

    /** The folder of this pool's workers' own folders. */
    Path workerFolders() {
        return launcher.folders();
    }

    /** The process ids of this pool's live workers, idle or busy. */
    List<Long> workerPids() {
        return live.stream().map(WorkerProcess::pid).toList();
    }

    /** Kills a worker and starts its replacement, unless that was started ahead of time (its quota). */
    private void retire(WorkerProcess worker, RestartCause cause) {
        live.remove(worker);
        worker.kill();
        if (!closed) {
            restarts.get(cause).incrementAndGet();
            if (!worker.retiring()) {
                startReplacement(() -> { });
            }
        }
    }

    /**
     * The job quota of the pool's {@code index}th first worker: the first workers' quotas are spread over
     * one quota, since they share the jobs evenly and would otherwise all retire at once, and their
     * replacements all warm up together while the load goes on. Each replacement, which takes over its
     * place in the spread, gets the whole quota.
     */
    static int firstQuota(int index, int size, int recycleAfterJobs) {
        return (int) Math.max(1, (long) recycleAfterJobs * (index + 1) / size);
    }

    /** Starts a replacement worker with the whole job quota, as {@link #startWorker} does. */
    private void startReplacement(Runnable onReady) {
        startWorker(settings.recycleAfterJobs(), onReady);
    }

    /**
     * Starts a worker in the background, trying again until one is ready or the pool closes: a pool
     * that silently shrank would starve every later submission. {@code onReady} runs once it is idle.
     */
    private void startWorker(int quota, Runnable onReady) {
        starter.execute(() -> {
            try {
                while (!closed) {
                    WorkerProcess worker = tryStart();
                    if (worker != null) {
                        worker.quota(quota);
                        idle.add(worker);
                        onReady.run();
                        return;
                    }
                    if (!jailSettled()) {
                        return;
                    }
                    Thread.sleep(1000);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /**
     * Settles the jail's verdict (after a failed start, where no worker has shown yet that the jail works,
     * a trial tells a jail that cannot work from a worker that failed for another reason). Returns false
     * when the jail is required and cannot be had: the pool's proof then says why, and no worker is
     * started again.
     */
    private boolean jailSettled() {
        try {
            settleJail();
            return true;
        } catch (JailUnavailableException e) {
            proof.completeExceptionally(e);
            return false;
        }
    }

    /** A ready worker, or null when the JVM would not start, failed its jail proof or was not ready in time. */
    private WorkerProcess tryStart() throws InterruptedException {
        WorkerProcess worker;
        WorkerStart how = toldToWarmUp ? start : startWarmingWhenTold;
        try {
            worker = WorkerProcess.start(launcher, how, secretFiles);
        } catch (IOException | RuntimeException e) {
            if (!closed) { // a start racing the pool's close finds its folder gone: nothing to report
                LOG.log(Level.SEVERE, "cannot start a worker JVM; trying again", e);
            }
            return null;
        }
        live.add(worker);
        long deadline = System.nanoTime() + settings.startTimeout().toNanos();
        WorkerEvent inside = worker.next(settings.startTimeout());
        String failure = inside == null ? "timed out" : !WorkerEvent.INSIDE.equals(inside.type()) ? inside.value()
                : proven(worker, inside) ? null : "it failed its jail proof";
        WorkerEvent ready = failure != null ? null : worker.next(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
        if (ready != null && WorkerEvent.READY.equals(ready.type())) {
            worker.compilerIdentity(ready.value().isEmpty() ? null : ready.value()); // none: no compiles kept
            if (how == start) {
                worker.markWarm();
            } else if (toldToWarmUp) {
                worker.tellToWarmUp(); // started before warmUp(), perhaps not yet live when it told the others
            }
            return worker;
        }
        live.remove(worker);
        worker.kill();
        String why = failure != null ? failure : ready == null ? "timed out" : ready.value();
        LOG.warning(() -> "a worker did not become ready (" + why + "): " + worker.stderrTail());
        return null;
    }

    /**
     * Checks a new worker's view from inside against its jail's promise. A worker that fails is
     * never used when the jail is required; in auto mode it is used and the failure is shown
     * wherever the protection is.
     */
    private boolean proven(WorkerProcess worker, WorkerEvent inside) {
        if (worker.enclosure().jailed()) {
            launcher.jail().confirm(); // a JVM started in the jail: no trial is needed
        }
        if (!jailSettled()) {
            return false; // a trial before this worker found the required jail cannot be had
        }
        InsideView view = WorkerJson.MAPPER.readValue(inside.value(), InsideView.class);
        List<String> problems = launcher.jail().check(view, worker.enclosure(), worker.hostUid());
        if (problems.isEmpty()) {
            proof.complete(protection);
            return true;
        }
        String problem = "a worker failed its jail proof: " + String.join("; ", problems);
        LOG.severe(problem);
        protection = protection.withShortfall(problem);
        if (settings.jail().mode() == JailMode.REQUIRED) {
            proof.completeExceptionally(new JailUnavailableException(problem));
            return false;
        }
        proof.complete(protection);
        return true;
    }

    /** Blocks until every worker is ready, for callers that want a warm pool before the first job. */
    public void awaitReady(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (idle.size() < settings.size() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
    }

    /**
     * Closes the pool as a command that graded once ends: each worker's input is closed, so that it ends
     * on its own, and the pool waits up to {@code grace} for them before it closes as {@link #close()}
     * does. A worker that ended was reaped by this process, so its CPU time is counted in this
     * process's, as {@code time} in a shell reports it; a killed one's would be lost.
     */
    public void close(Duration grace) {
        closed = true;
        starter.shutdownNow();
        long deadline = System.nanoTime() + grace.toNanos();
        try {
            for (WorkerProcess worker : live) {
                worker.endAndAwait(deadline);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
    }

    @Override
    public void close() {
        closed = true;
        starter.shutdownNow();
        live.forEach(WorkerProcess::kill);
        live.clear();
        idle.clear();
        launcher.close();
    }
}
