package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.hashing.Sha256;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/**
 * Class-data sharing for workers started from one plain jar (the learner's jar): a trusted run, a
 * worker that warms up on the built-in starters with no job and ends, writes the classes it loaded to
 * an archive ({@code -XX:ArchiveClassesAtExit}), and workers map it ({@code -XX:SharedArchiveFile})
 * instead of loading and verifying the classes again. A worker that ran learner code never writes one.
 * The archive is kept in the user's cache folder under a name made of everything the JVM checks it
 * against (the JDK, and the jar's path, size and time) and of what says the jar's file is the same one
 * (its inode and change time, or its content where the file system tells neither), so that another JDK
 * or jar gets one of its own; {@code -Xshare:auto} makes a JVM that still cannot map it (a damaged file)
 * start without it.
 * The service jar (nested jars, which the JVM cannot archive) and a class path of folders (tests) get
 * none. The command line's own JVM keeps one too, apart from the workers' as it loads other classes.
 */
public final class ClassDataArchive {

    /** The cache folder's root, as the XDG base directories say; {@code ~/.cache} when unset. */
    static final String CACHE_VARIABLE = "XDG_CACHE_HOME";
    /** What the trusted run writes in its scratch folder. */
    private static final String WRITTEN = "classes.jsa";
    private static final Map<String, String> CONTENT_DIGESTS = new ConcurrentHashMap<>();

    /**
     * How many archives of one kind (the workers', the command line's) the cache folder keeps, the newest:
     * a jar downloaded afresh, as a CI job does, names a new archive every time.
     */
    static final int KEPT_OF_A_KIND = 3;

    /** What the names of the command line's archives begin with. */
    public static final String COMMAND_LINE_KIND = "cli-";
    /** What an archive being written is named with, until it is kept. */
    public static final String WRITING = ".writing";

    /**
     * How old a file still being written may be before it counts as abandoned: its writer was killed before
     * it could move it into place or remove it. Writing one takes seconds.
     */
    static final Duration ABANDONED_AFTER = Duration.ofHours(1);

    private final KeptArchive archive;
    /** What the names of this kind's archives begin with. */
    private final String kind;

    private ClassDataArchive(Path archive, String kind) {
        this.archive = new KeptArchive(archive, KeptArchive.DYNAMIC);
        this.kind = kind;
    }

    /**
     * The archive for workers on {@code classPath}, or none when the class path is not one plain jar or
     * this JDK has no archive of its own classes to lay it on.
     */
    static Optional<ClassDataArchive> forClassPath(List<Path> classPath, Map<String, String> environment) {
        return forClassPath(classPath, environment, jdkMapsItsOwnArchive());
    }

    static Optional<ClassDataArchive> forClassPath(List<Path> classPath, Map<String, String> environment,
            boolean jdkMapsItsOwnArchive) {
        return forClassPath("worker-", classPath, environment, jdkMapsItsOwnArchive);
    }

    /** The archive of the command line's own JVM, run from {@code jar}; none where the workers would get none. */
    public static Optional<ClassDataArchive> forCommandLine(Path jar, Map<String, String> environment) {
        return forClassPath(COMMAND_LINE_KIND, List.of(jar), environment, jdkMapsItsOwnArchive());
    }

    private static Optional<ClassDataArchive> forClassPath(String kind, List<Path> classPath,
            Map<String, String> environment, boolean jdkMapsItsOwnArchive) {
        if (classPath.size() != 1 || !jdkMapsItsOwnArchive) {
            return Optional.empty();
        }
        try {
            Path jar = classPath.get(0).toRealPath();
            if (!Files.isRegularFile(jar) || !jar.toString().endsWith(".jar") || JvmCommand.isBootJar(jar.toString())) {
                return Optional.empty();
            }
            String file = String.join("\n", jar.toString(), Long.toString(Files.size(jar)),
                    Long.toString(Files.getLastModifiedTime(jar).toMillis()));
            String key = Sha256.hex(String.join("\n", System.getProperty("java.vm.version"),
                    System.getProperty("java.home"), file, sameFile(jar, file)));
            return Optional.of(new ClassDataArchive(cacheFolder(environment).resolve(kind + key + ".jsa"), kind));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // no archive: the workers start as they would without one
        }
    }

    /**
     * Whether this JVM maps its JDK's own class-data archive, on which a worker's archive is laid. A JDK
     * without one (a jlink image made without {@code --generate-cds-archive}) refuses to start a JVM told
     * to write an archive, so its workers must start without; the JVM says which in {@code java.vm.info}.
     */
    static boolean jdkMapsItsOwnArchive() {
        return System.getProperty("java.vm.info", "").contains("sharing");
    }

    /** Where the workers' archives are kept: the user's cache folder, as the XDG base directories say. */
    static Path cacheFolder(Map<String, String> environment) {
        String xdg = environment.get(CACHE_VARIABLE);
        Path root = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return root.resolve("admission-grader").resolve("class-data");
    }

    /**
     * Whether a run before this one used the cache folder: it exists. A first run's cache may be thrown
     * away with the machine (a CI job), so archives are worth writing only in one that was kept.
     */
    public static boolean cacheUsedBefore(Map<String, String> environment) {
        return Files.isDirectory(cacheFolder(environment));
    }

    /** Marks the cache folder used, for the next run to find. */
    static void markCacheUsed(Map<String, String> environment) {
        try {
            Files.createDirectories(cacheFolder(environment));
        } catch (IOException e) {
            // a cache that cannot be written: no archive will be either
        }
    }

    /**
     * What tells this jar's file from any other at its path with its size and time: its inode and change
     * time, which every write, copy or rename sets and no tool can set back (reading the 5 MB jar for its
     * digest was a tenth of a one-shot grading's wait), or, where the file system has neither, its content.
     */
    static String sameFile(Path jar, String file) throws IOException {
        try {
            Map<String, Object> unix = Files.readAttributes(jar, "unix:ino,ctime");
            return "inode " + unix.get("ino") + " changed " + ((FileTime) unix.get("ctime")).to(TimeUnit.NANOSECONDS);
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return contentDigest(jar, file);
        }
    }

    /**
     * The jar's content digest, read once per JVM for each path, size and time (what the JVM itself checks
     * an archive's jar by): every pool a service or test starts asks again for the same jar.
     */
    private static String contentDigest(Path jar, String file) throws IOException {
        String known = CONTENT_DIGESTS.get(file);
        if (known != null) {
            return known;
        }
        String read = Sha256.ofFile(jar);
        CONTENT_DIGESTS.put(file, read);
        return read;
    }

    public Path file() {
        return archive.file();
    }

    /**
     * Whether a worker can map the archive now, rather than write it: a file that begins as the JVM's
     * dynamic archives do and has the size it had when it was kept. A file cut short crashes the JVM
     * that maps it (JDK 17), so anything else there is written over by the next worker's archive;
     * damage within a whole file is caught by the JVM's own checksums ({@code -XX:+VerifySharedSpaces}),
     * and the worker then starts without it.
     */
    public boolean ready() {
        return archive.whole();
    }

    /**
     * The JVM options of a worker (or of the command line's JVM): map the archive when it is whole, else
     * none. A worker never writes one
     * ({@link #make}). The JVM's own messages go to stderr, never to the protocol's stdout.
     */
    public List<String> jvmOptions() {
        return ready() ? KeptArchive.mappingOptions(archive.file()) : List.of();
    }

    /** The JVM option that has a trusted run write its classes to {@code written} as it ends. */
    public static String writingOption(Path written) {
        return "-XX:ArchiveClassesAtExit=" + written;
    }

    /**
     * Moves an archive a JVM wrote into the cache, whole, for later JVMs to map, and removes the oldest of
     * its kind beyond {@value #KEPT_OF_A_KIND} and any of its kind still being written an hour on. A JVM that maps one removed meanwhile keeps its mapping; a
     * JVM started to map one just removed starts without it ({@code -Xshare:auto}), or, jailed, fails to
     * start because the jail cannot bind the file, and the pool's next start finds no archive to map.
     */
    public void keep(Path written) throws IOException {
        archive.keep(written);
        Path folder = archive.file().getParent();
        List<Path> ofThisKind;
        List<Path> abandoned;
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> ofKind = files.filter(file -> file.getFileName().toString().startsWith(kind)).toList();
            ofThisKind = ofKind.stream().filter(file -> file.getFileName().toString().endsWith(".jsa")
                    && !file.equals(archive.file()))
                    .sorted(Comparator.comparing(ClassDataArchive::modified).reversed()).toList();
            Instant abandonedBefore = Instant.now().minus(ABANDONED_AFTER);
            abandoned = ofKind.stream().filter(file -> file.getFileName().toString().endsWith(WRITING)
                    && modified(file).toInstant().isBefore(abandonedBefore)).toList();
        }
        for (Path old : ofThisKind.subList(Math.min(KEPT_OF_A_KIND - 1, ofThisKind.size()), ofThisKind.size())) {
            Files.deleteIfExists(old);
            Files.deleteIfExists(old.resolveSibling(old.getFileName() + ".size"));
        }
        for (Path old : abandoned) {
            Files.deleteIfExists(old);
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0); // gone already: first to go
        }
    }

    /** The files a jailed worker must be able to read: the archive, when it maps one. */
    List<Path> readOnlyFiles() {
        return ready() ? List.of(archive.file()) : List.of();
    }

    /**
     * Makes the archive in {@code scratch}, then moves it into the cache whole: the trusted run whose
     * command {@code archivingRun} gives (for the folder it runs in and the file it writes as it ends)
     * loads what a worker loads and writes it down. Returns whether an archive is kept.
     */
    boolean make(Path scratch, BiFunction<Path, Path, List<String>> archivingRun) {
        try {
            Path folder = Files.createDirectories(scratch.resolve("worker"));
            Path written = scratch.resolve(WRITTEN);
            if (!TrustedRun.toTheEnd(archivingRun.apply(folder, written), folder) || !Files.isRegularFile(written)
                    || Files.size(written) == 0) {
                return false;
            }
            keep(written);
            return ready();
        } catch (IOException | RuntimeException e) {
            return false; // no archive this time: workers start without, and a later pool tries again
        }
    }
}
