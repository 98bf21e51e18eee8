package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CompileReuse;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.grading.GradingHooks;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.GradingStage;
import dev.boundedloop.grader.grading.ReportBounds;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.jail.InsideView;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.sandbox.CompileResult;
import dev.boundedloop.grader.sandbox.CompilerIdentity;
import dev.boundedloop.grader.sandbox.JdkClassInitialisation;
import dev.boundedloop.grader.sandbox.runtime.JvmHealth;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A worker JVM: reads grading jobs from stdin and answers on stdout, one job at a time. Nothing
 * but the protocol may reach the real stdout, so {@code System.out} is pointed at stderr before
 * anything else runs, and learner output is captured by the sandbox anyway. The stage and case in
 * progress go to the progress board named by the first argument.
 */
public final class WorkerMain {

    /** Learner code runs on this thread; a fixed stack makes deep recursion fail the same way every time. */
    private static final long GRADING_STACK_BYTES = 16L * 1024 * 1024;

    /**
     * Whether the worker names its compiler's identity when it is ready, which costs a read and digest of
     * the sandbox's classes; a pool that keeps no compiles has no use for it and sets this false.
     */
    static final String COMPILER_IDENTITY_PROPERTY = "grader.worker.compiler-identity";
    /** How many rounds of {@link WarmUp} the worker does; the pool sets it from its settings. */
    static final String WARM_UP_ROUNDS_PROPERTY = "grader.worker.warm-up-rounds";
    /**
     * Whether the worker says it is ready before it warms up, and warms up only once its supervisor
     * sends {@link WorkerRequest#WARM_UP}, between jobs, so that a service's start is not slowed by it.
     */
    static final String WARM_UP_WHEN_TOLD_PROPERTY = "grader.worker.warm-up-when-told";

    private final OutputStream protocol;
    private final ProgressBoard board;
    /** Every suite this worker was sent, by sha256: the supervisor sends each one only once. */
    private final Map<String, Suite> suites = new HashMap<>();
    private final Grader grader = SandboxedGrader.create(KindRegistry.KINDS);
    private final Map<String, Map<String, Integer>> casePlaces = new HashMap<>();
    private final ReportBaselines baselines = new ReportBaselines();
    /** The service's files this worker must not see; it looks for each before anything else. */
    private final List<String> secretFiles;

    /** Package-private for stand-ins in tests, which serve as a worker does over a stream of their own. */
    WorkerMain(OutputStream protocol, ProgressBoard board, List<String> secretFiles) {
        this.protocol = protocol;
        this.board = board;
        this.secretFiles = secretFiles;
    }

    public static void main(String[] args) throws InterruptedException {
        OutputStream protocol = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
        InputStream in = new BufferedInputStream(System.in);
        ProgressBoard board = ProgressBoard.open(Path.of(args[0]));
        List<String> secretFiles = List.of(args).subList(1, args.length);
        Thread grading = new Thread(null, () -> new WorkerMain(protocol, board, secretFiles).serve(in), "grading",
                GRADING_STACK_BYTES);
        grading.start();
        grading.join();
    }

    void serve(InputStream in) {
        try {
            send(new WorkerEvent(WorkerEvent.INSIDE, 0, WorkerJson.MAPPER.writeValueAsString(InsideView.look(secretFiles))));
            JdkClassInitialisation.initialiseAllowedClasses();
            initialiseLearnerApis();
            WarmUp warmUp = new WarmUp(grader, Integer.getInteger(WARM_UP_ROUNDS_PROPERTY, WorkerPoolSettings.DEFAULT_WARM_UP_ROUNDS));
            boolean warmWhenTold = Boolean.getBoolean(WARM_UP_WHEN_TOLD_PROPERTY);
            if (!warmWhenTold) {
                warmUp.all();
            }
            boolean named = Boolean.parseBoolean(System.getProperty(COMPILER_IDENTITY_PROPERTY, "true"));
            send(new WorkerEvent(WorkerEvent.READY, 0, named ? compilerIdentity() : ""));
            boolean told = false;
            while (true) {
                if (told && !warmUp.done() && in.available() == 0) {
                    told = warmedUpBetweenJobs(warmUp);
                    continue;
                }
                byte[] frame = Frames.read(in);
                if (frame == null) {
                    break;
                }
                if (frame.length == 0) {
                    told = warmWhenTold; // WorkerRequest.WARM_UP: warm up while no job waits
                    continue;
                }
                WorkerRequest request = WorkerJson.MAPPER.readValue(frame, WorkerRequest.class);
                long job = request.jobId();
                Suite suite = suite(request);
                Map<String, Integer> places = casePlaces.computeIfAbsent(suite.sha256(), sha -> placesOf(suite));
                int lastPlace = suite.cases().size() - 1;
                GradingHooks hooks = new GradingHooks(
                        stage -> board.post(job, stage.ordinal(), ProgressBoard.NONE),
                        caseId -> board.post(job, GradingStage.RUN.ordinal(), places.getOrDefault(caseId, ProgressBoard.NONE)),
                        finished -> {
                            // Past the last case, a death (out of memory sending the report) is no case's doing.
                            if (places.getOrDefault(finished.result().id(), ProgressBoard.NONE) == lastPlace) {
                                board.post(job, GradingStage.RUN.ordinal(), ProgressBoard.REPORTING);
                            }
                            if (request.reportEachCase()) {
                                sendCase(job, finished);
                            }
                        },
                        orEmpty(request.presetFailures()), orEmpty(request.finishedEarlier()));
                board.post(job, ProgressBoard.NONE, ProgressBoard.NONE);
                GradingReport report = grader.grade(suite, Base64.getDecoder().decode(request.sourceBase64()), hooks,
                        compileReuse(request));
                write(baselines.reportFrame(job, JvmHealth.suspicion(), suite.sha256(), report));
            }
            // End of input: the supervisor is gone (perhaps killed, so it cannot clean up). Its mapping
            // of the board, if it still has one, outlives the files' names.
            emptyFolder(board.file().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException("worker protocol failed", e);
        }
    }

    /**
     * Initialises the learner APIs' classes before any job, as the JDK's are, so that no learner code runs
     * their static initialisers, whether the warm-up comes before the first job or not.
     */
    private static void initialiseLearnerApis() {
        for (var kind : KindRegistry.KINDS.all()) {
            for (Class<?> type : kind.api().apiTypes()) {
                try {
                    Class.forName(type.getName(), true, type.getClassLoader());
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException("the learner API class " + type.getName() + " is missing", e);
                }
            }
        }
    }

    /** Every learner API's compiler identity at once: the supervisor keys compiles by the API as well. */
    private static String compilerIdentity() {
        return CompilerIdentity.of(KindRegistry.KINDS.all().stream().flatMap(kind -> kind.api().apiTypes().stream()).toList());
    }

    /**
     * The supervisor's kept compile of this source, or a fresh one sent back as soon as it is made:
     * before any of this job's learner code runs, and only from a JVM nothing has made suspect.
     */
    private CompileReuse compileReuse(WorkerRequest request) {
        return new CompileReuse() {
            @Override
            public CompileResult stored() {
                return request.compiled() == null ? null : request.compiled().result();
            }

            @Override
            public void compiled(CompileResult fresh) {
                if (!request.sendCompiled() || JvmHealth.suspicion() != null) {
                    return;
                }
                byte[] frame = WorkerJson.MAPPER.writeValueAsBytes(
                        WorkerEvent.compiled(request.jobId(), CompiledSource.of(fresh)));
                if (Frames.fits(frame)) {
                    write(frame);
                }
            }
        };
    }

    /** Removes everything in the worker's folder, which the jail may have mounted and so cannot go itself. */
    private static void emptyFolder(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                if (!path.equals(folder)) {
                    Files.deleteIfExists(path);
                }
            }
        }
    }

    /** The request's suite, read from the files it carries the first time, and kept. */
    private Suite suite(WorkerRequest request) {
        if (request.suiteFiles() != null) {
            Suite sent = KindRegistry.suiteLoader()
                    .reread(new SuiteBundle(new TreeMap<>(request.suiteFiles())), request.visibleOnly());
            if (!sent.sha256().equals(request.suiteSha256())) {
                throw new IllegalStateException("the suite sent as " + request.suiteSha256() + " reads as " + sent.sha256());
            }
            suites.put(sent.sha256(), sent);
        }
        Suite suite = suites.get(request.suiteSha256());
        if (suite == null) {
            throw new IllegalStateException("asked to grade with suite " + request.suiteSha256() + ", never sent");
        }
        return suite;
    }

    private static <V> Map<String, V> orEmpty(Map<String, V> map) {
        return map == null ? Map.of() : map;
    }

    private static Map<String, Integer> placesOf(Suite suite) {
        Map<String, Integer> places = new HashMap<>();
        for (int i = 0; i < suite.cases().size(); i++) {
            places.put(suite.cases().get(i).header().id(), i);
        }
        return places;
    }

    /**
     * One grading of a warm-up put off until the supervisor asked for it; the last one says so. Returns
     * whether to go on: a worker a job has made suspect warms no further, since its supervisor retires it.
     */
    private boolean warmedUpBetweenJobs(WarmUp warmUp) {
        if (JvmHealth.suspicion() != null) {
            return false;
        }
        warmUp.step();
        if (warmUp.done()) {
            send(new WorkerEvent(WorkerEvent.WARM, 0, ""));
        }
        return true;
    }

    /** One case's result; bounded where it was made, and reduced to its outcome should it still not fit a frame. */
    private void sendCase(long job, CaseExecution finished) {
        byte[] frame = WorkerJson.MAPPER.writeValueAsBytes(WorkerEvent.finished(job, finished));
        write(Frames.fits(frame) ? frame
                : WorkerJson.MAPPER.writeValueAsBytes(WorkerEvent.finished(job, ReportBounds.withoutDetails(finished, Frames.NO_ROOM))));
    }

    private void send(WorkerEvent event) {
        write(WorkerJson.MAPPER.writeValueAsBytes(event));
    }

    private void write(byte[] frame) {
        try {
            Frames.write(protocol, frame);
        } catch (IOException e) {
            throw new UncheckedIOException("worker protocol failed", e);
        }
    }
}
