package dev.boundedloop.grader.jail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The jail a pool's workers run in, decided once and then used for every worker start, so warm workers
 * stay warm. A jail is known to work once a JVM has started in it: the first worker that answers from
 * inside ({@link #confirm}), or else a trial JVM started for the purpose ({@link #settle}), which a pool
 * needs only when its first worker failed and a caller of {@link #decide} before any worker starts.
 * Where the jail cannot be had, auto mode runs workers unjailed and says so; required mode refuses.
 */
public final class Jail {

    private static final List<String> SYSTEM_FOLDERS = List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin");
    private static final Pattern VERSION = Pattern.compile("(\\d+)\\.(\\d+)");
    /** Seccomp's mode in /proc/self/status once a filter is installed. */
    private static final int SECCOMP_FILTERED = 2;
    /** Decided once per settings and class path in a JVM: every pool of the JVM shares the uids. */
    private static final Map<String, Jail> DECIDED = new ConcurrentHashMap<>();

    private final String key;
    private final Bubblewrap bubblewrap;
    private final WorkerUids uids;
    private final long serviceUid;
    /** Why a JVM would not start in the jail, or null once one did; done at once where there is nothing to try. */
    private final CompletableFuture<String> trial;
    /** The jail's protection, until a failed trial in auto mode leaves workers unjailed. */
    private volatile Protection protection;

    private Jail(String key, Protection protection, Bubblewrap bubblewrap, WorkerUids uids, long serviceUid) {
        this.key = key;
        this.protection = protection;
        this.bubblewrap = bubblewrap;
        this.uids = uids;
        this.serviceUid = serviceUid;
        this.trial = bubblewrap == null ? CompletableFuture.completedFuture(null) : new CompletableFuture<>();
    }

    /**
     * The jail for workers started with {@code classPath}, as {@code settings} ask, tried with a JVM
     * unless one has already started in it.
     *
     * @throws JailUnavailableException when the jail is required and cannot be had
     */
    public static Jail decide(JailSettings settings, List<Path> classPath) {
        Jail jail = begin(settings, classPath);
        jail.settle();
        return jail;
    }

    /**
     * As {@link #decide}, but not yet tried: workers may start in it at once, and the first that answers
     * from inside confirms it. Their pool calls {@link #settle} should one fail first.
     *
     * @throws JailUnavailableException when the jail is required and cannot even be built (no bubblewrap)
     */
    public static Jail begin(JailSettings settings, List<Path> classPath) {
        return DECIDED.computeIfAbsent(settings + "|" + classPath, key -> beginAnew(key, settings, classPath));
    }

    private static Jail beginAnew(String key, JailSettings settings, List<Path> classPath) {
        if (settings.mode() == JailMode.OFF) {
            return new Jail(key, new Protection(JailMode.OFF, false, List.of(), null), null, null, -1);
        }
        try {
            return build(key, settings, classPath);
        } catch (JailUnavailableException e) {
            if (settings.mode() == JailMode.REQUIRED) {
                throw required(e.getMessage());
            }
            return new Jail(key, unjailed(e.getMessage()), null, null, -1);
        }
    }

    /** A JVM started in this jail and answered from inside it: the jail works, and no trial is needed. */
    public void confirm() {
        trial.complete(null);
    }

    /**
     * The jail's verdict: a JVM that started in it, or else a trial JVM started now. After a failed trial,
     * auto mode's workers start unjailed from then on, and required mode refuses, as it does every later
     * pool until a new trial succeeds.
     *
     * @throws JailUnavailableException when the jail is required and a JVM would not start in it
     */
    public void settle() {
        synchronized (trial) {
            if (!trial.isDone()) {
                runTrial();
            }
        }
        String failure = awaitTrial();
        if (failure == null) {
            return;
        }
        if (protection.mode() == JailMode.REQUIRED) {
            DECIDED.remove(key, this);
            throw required(failure);
        }
        protection = unjailed(failure);
    }

    /** The trial's verdict: null when a JVM started in the jail, else why it did not. */
    private String awaitTrial() {
        try {
            return trial.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while trying the jail";
        } catch (ExecutionException e) {
            return "the jail's trial failed: " + e.getCause();
        }
    }

    private static JailUnavailableException required(String why) {
        return new JailUnavailableException("The jail is required (grader.sandbox.jail.mode=required) and"
                + " cannot be had: " + why + ". No worker grades without it. Set the mode to auto to grade"
                + " unjailed with a warning, once you know what that gives up.");
    }

    private static Protection unjailed(String why) {
        return new Protection(JailMode.AUTO, false, List.of(), why);
    }

    private static Jail build(String key, JailSettings settings, List<Path> classPath) {
        if (!System.getProperty("os.name", "").startsWith("Linux")) {
            throw new JailUnavailableException("the jail needs Linux, and this is " + System.getProperty("os.name"));
        }
        long serviceUid = ProcStatus.effectiveUidOfSelf().orElse(-1);
        boolean root = serviceUid == 0;
        Path program = find(settings.bubblewrap(), "bubblewrap (Debian and Ubuntu: apt-get install bubblewrap)");
        Path prlimit = find("prlimit", "util-linux's prlimit");
        Path setpriv = root ? find("setpriv", "util-linux's setpriv") : null;
        List<Bind> binds = new ArrayList<>(JvmFiles.of(Path.of(System.getProperty("java.home"))));
        for (Path entry : classPath) {
            if (Files.exists(entry)) { // build tools list folders that may not exist
                binds.add(readable(entry, root));
            }
        }
        Bubblewrap bubblewrap = new Bubblewrap(program, prlimit, setpriv, supportsDisablingUserNamespaces(program),
                binds, seccompFilterFile(), settings);
        WorkerUids uids = root ? new WorkerUids(settings.firstUid(), settings.uidCount(),
                Path.of(System.getProperty("java.io.tmpdir"), "grader-worker-uids")) : null;
        return new Jail(key, new Protection(settings.mode(), true, measures(settings, root, bubblewrap), null),
                bubblewrap, uids, serviceUid);
    }

    private static List<String> measures(JailSettings settings, boolean root, Bubblewrap bubblewrap) {
        List<String> measures = new ArrayList<>();
        measures.add("bubblewrap: own network, PID, IPC, UTS and mount namespaces");
        measures.add("read-only JDK and class path, nothing of the service's files");
        measures.add(root ? "a uid of its own per worker from " + settings.firstUid()
                : "uid " + Bubblewrap.NAMESPACE_UID + " in a user namespace"
                        + (bubblewrap.disablesUserNamespaces() ? " that can make no other" : ""));
        measures.add("no capabilities, no_new_privs");
        if (bubblewrap.seccompFilter() != null) {
            measures.add("a seccomp filter against tracing, mounting, namespaces, keyrings, eBPF and io_uring");
        }
        measures.add("at most " + settings.maxProcesses() + " processes, " + settings.maxOpenFiles()
                + " open files, files of " + (settings.maxFileBytes() >> 20) + " MiB, no core dumps");
        measures.add("environment cleared");
        return measures;
    }

    public Protection protection() {
        return protection;
    }

    /**
     * The command line that starts {@code javaCommand} in this jail, with {@code workerFolder} (the
     * worker's own, holding its progress board and temporary files) its one writable folder.
     */
    public Enclosure enclose(List<String> javaCommand, Path workerFolder) {
        return enclose(javaCommand, workerFolder, List.of());
    }

    /**
     * As {@link #enclose(List, Path)}, with {@code readOnlyFiles} (the workers' class-data archive)
     * readable at their own paths in the jail, and nothing else of their folders.
     */
    public Enclosure enclose(List<String> javaCommand, Path workerFolder, List<Path> readOnlyFiles) {
        if (bubblewrap == null || !protection.jailed()) {
            return Enclosure.unjailed(javaCommand);
        }
        if (uids == null) {
            return new Enclosure(bubblewrap.command(javaCommand, workerFolder, Bubblewrap.NAMESPACE_UID, readOnlyFiles),
                    Bubblewrap.NAMESPACE_UID, serviceUid, () -> { });
        }
        int uid = uids.take();
        try {
            hand(workerFolder, uid);
        } catch (IOException e) {
            uids.give(uid);
            throw new JailUnavailableException("cannot give the worker's folder to uid " + uid + ": " + e.getMessage());
        }
        return new Enclosure(bubblewrap.command(javaCommand, workerFolder, uid, readOnlyFiles), uid, uid,
                () -> uids.give(uid));
    }

    /**
     * What is wrong with a worker's view of its world, against what this jail promises; empty when
     * nothing is. The environment is checked jailed or not.
     *
     * @param hostUid the uid the host sees the worker JVM run as, or -1 when it could not be read
     */
    public List<String> check(InsideView view, Enclosure enclosure, long hostUid) {
        List<String> problems = new ArrayList<>();
        List<String> foreign = view.environment().stream().filter(name -> !WorkerEnvironment.ALLOWED_NAMES.contains(name)).toList();
        if (!foreign.isEmpty()) {
            problems.add("it has environment variables it should not: " + foreign);
        }
        if (!enclosure.jailed()) {
            return problems;
        }
        if (view.uid() != enclosure.uid() || view.gid() != enclosure.uid()) {
            problems.add("it runs as uid " + view.uid() + " and gid " + view.gid() + ", not " + enclosure.uid());
        }
        if (hostUid != enclosure.hostUid()) {
            problems.add("the host sees it run as uid " + hostUid + ", not " + enclosure.hostUid());
        }
        if (!ProcStatus.NO_CAPABILITIES.equals(view.capabilities())) {
            problems.add("it holds capabilities " + view.capabilities());
        }
        if (bubblewrap.seccompFilter() != null && view.seccomp() != SECCOMP_FILTERED) {
            problems.add("it runs with seccomp mode " + view.seccomp() + ", not under the filter");
        }
        if (!view.noNewPrivileges()) {
            problems.add("no_new_privs is not set");
        }
        if (!view.networkInterfaces().equals(List.of("lo"))) {
            problems.add("it has network interfaces " + view.networkInterfaces());
        }
        if (!view.visible().isEmpty()) {
            problems.add("it can see " + view.visible());
        }
        if (view.processes() > 2) {
            problems.add("it can see " + view.processes() + " processes");
        }
        return problems;
    }

    /**
     * Starts a JVM in the jail, so that a jail that cannot work is told from a worker that failed for
     * another reason, and completes the trial with null when it started, else with why it did not.
     */
    private void runTrial() {
        try {
            tryJvm();
            trial.complete(null);
        } catch (JailUnavailableException e) {
            trial.complete(e.getMessage());
        } catch (RuntimeException | Error e) {
            trial.completeExceptionally(e);
            throw e;
        }
    }

    private void tryJvm() {
        Path folder = null;
        Enclosure enclosure = null;
        try {
            folder = Files.createTempDirectory("grader-jail-check");
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            enclosure = enclose(List.of(java.toString(), "-XX:-UsePerfData", "-Xshare:auto", "-version"), folder);
            ProcessBuilder builder = new ProcessBuilder(enclosure.command()).redirectErrorStream(true);
            WorkerEnvironment.replace(builder.environment());
            Process process = builder.start();
            byte[] output = process.getInputStream().readAllBytes();
            boolean ended = process.waitFor(30, TimeUnit.SECONDS);
            if (!ended || process.exitValue() != 0) {
                process.destroyForcibly();
                throw new JailUnavailableException("a JVM would not start in the jail ("
                        + (ended ? "exit " + process.exitValue() : "no answer in 30 s") + "): "
                        + new String(output, StandardCharsets.UTF_8).strip());
            }
        } catch (IOException e) {
            throw new JailUnavailableException("cannot start bubblewrap: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new JailUnavailableException("interrupted while trying the jail");
        } finally {
            if (enclosure != null) {
                enclosure.close();
            }
            if (folder != null) {
                folder.toFile().delete();
            }
        }
    }

    /** The filter program in a file of its own for the whole JVM's life, or null where there is none. */
    static Path seccompFilterFile() {
        Optional<byte[]> filter = SeccompFilter.forThisMachine();
        if (filter.isEmpty()) {
            return null;
        }
        try {
            Path file = Files.createTempFile("grader-seccomp-", ".bpf");
            file.toFile().deleteOnExit();
            return Files.write(file, filter.get());
        } catch (IOException e) {
            throw new JailUnavailableException("cannot write the seccomp filter: " + e.getMessage());
        }
    }

    /** The worker's folder belongs to its uid, which must be able to write its board and temporary files. */
    private static void hand(Path folder, int uid) throws IOException {
        try (var paths = Files.walk(folder)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                Files.setAttribute(path, "unix:uid", uid);
                Files.setAttribute(path, "unix:gid", uid);
            }
        }
    }

    /** A class path entry, which a worker of another uid must be able to read. */
    private static Bind readable(Path entry, boolean root) {
        try {
            Path real = entry.toRealPath();
            if (root && !Files.getPosixFilePermissions(real).contains(java.nio.file.attribute.PosixFilePermission.OTHERS_READ)) {
                throw new JailUnavailableException(real + " is on the workers' class path but not readable by other"
                        + " users, so a jailed worker could not load it (chmod o+r)");
            }
            return Bind.readOnly(real, entry.toAbsolutePath().normalize());
        } catch (IOException e) {
            throw new JailUnavailableException("cannot read the class path entry " + entry + ": " + e.getMessage());
        }
    }

    static Path find(String program, String what) {
        Path given = Path.of(program);
        if (given.isAbsolute()) {
            if (Files.isExecutable(given)) {
                return given;
            }
            throw new JailUnavailableException(what + " is not at " + given);
        }
        List<String> folders = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            folders.addAll(List.of(path.split(File.pathSeparator)));
        }
        folders.addAll(SYSTEM_FOLDERS);
        for (String folder : folders) {
            if (!folder.isEmpty()) {
                Path candidate = Path.of(folder, program);
                if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
                    return candidate;
                }
            }
        }
        throw new JailUnavailableException(what + " was not found (looked for '" + program + "' on the PATH)");
    }

    /** Whether bubblewrap is 0.8 or later, which can stop a worker from making user namespaces. */
    private static boolean supportsDisablingUserNamespaces(Path program) {
        try {
            Process process = new ProcessBuilder(program.toString(), "--version").redirectErrorStream(true).start();
            String version = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor(10, TimeUnit.SECONDS);
            Optional<int[]> parsed = parse(version);
            return parsed.isPresent() && (parsed.get()[0] > 0 || parsed.get()[1] >= 8);
        } catch (IOException e) {
            throw new JailUnavailableException("cannot run " + program + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static Optional<int[]> parse(String version) {
        Matcher matcher = VERSION.matcher(version);
        return matcher.find() ? Optional.of(new int[] {Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2))})
                : Optional.empty();
    }
}
