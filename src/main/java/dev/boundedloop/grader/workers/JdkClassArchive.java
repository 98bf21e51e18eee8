package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.hashing.Sha256;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/**
 * Class-data sharing of the JDK's own classes for workers on any class path (the service jar, an
 * extracted one, the classes folders of a build): javac and the JDK classes a worker initialises
 * before its first job, which a worker otherwise loads, parses and verifies from the runtime image
 * on every start. A static archive of JDK classes alone is the only kind the JVM maps whatever the
 * class path holds; the grader's own classes are left out of it.
 *
 * <p>The archive is made once per JDK, in the background, by the first pool that finds none: a
 * worker started on no learner code (it warms on the built-in starters and ends) lists the classes
 * it loads, and {@code java -Xshare:dump} archives those of them the JDK holds. It is kept in the
 * user's cache folder, beside the learner's jar's archive, under a name made of the JDK's identity;
 * a file that is not whole is never mapped, and {@code -Xshare:auto} makes a JVM that still cannot
 * map it start without.
 */
final class JdkClassArchive {

    /** The packages of the classes the archive may hold: those the runtime image defines. */
    private static final List<String> JDK_PACKAGES = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");

    private final KeptArchive archive;

    private JdkClassArchive(Path archive) {
        this.archive = new KeptArchive(archive, KeptArchive.STATIC);
    }

    /** The archive for the running JDK, in the cache folder {@code environment} names. */
    static Optional<JdkClassArchive> forThisJdk(Map<String, String> environment) {
        try {
            Path home = Path.of(System.getProperty("java.home"));
            Path modules = home.resolve("lib").resolve("modules");
            String key = Sha256.hex(String.join("\n", System.getProperty("java.vm.version"), home.toRealPath().toString(),
                    Long.toString(Files.size(modules)), Long.toString(Files.getLastModifiedTime(modules).toMillis())));
            return Optional.of(new JdkClassArchive(ClassDataArchive.cacheFolder(environment).resolve("jdk-" + key + ".jsa")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // no archive: the workers start as they would without one
        }
    }

    Path file() {
        return archive.file();
    }

    /** Whether the archive is there whole. */
    boolean ready() {
        return archive.whole();
    }

    /** The JVM options that map {@code archive}, a whole one; the JVM's own messages go to stderr. */
    static List<String> jvmOptions(Path archive) {
        return KeptArchive.mappingOptions(archive);
    }

    /**
     * Makes the archive in {@code scratch}, then moves it into the cache whole: the worker whose command
     * {@code listingRun} gives (for the folder it runs in and the class list it writes) lists what it loads,
     * and the JDK archives the listed classes of its own. Returns whether an archive was kept.
     */
    boolean make(Path scratch, BiFunction<Path, Path, List<String>> listingRun) {
        try {
            Path list = scratch.resolve("classes.lst");
            Path folder = Files.createDirectories(scratch.resolve("worker"));
            if (!TrustedRun.toTheEnd(listingRun.apply(folder, list), folder) || !Files.isRegularFile(list)) {
                return false;
            }
            Path jdkOnly = Files.write(scratch.resolve("jdk-classes.lst"), jdkClasses(Files.readAllLines(list)));
            Path dumped = scratch.resolve("jdk.jsa");
            if (!TrustedRun.toTheEnd(List.of(JvmCommand.javaExecutable(), "-Xshare:dump", "-XX:SharedClassListFile=" + jdkOnly,
                    "-XX:SharedArchiveFile=" + dumped, "-Xlog:disable"), scratch) || !Files.isRegularFile(dumped)) {
                return false;
            }
            archive.keep(dumped);
            return ready();
        } catch (IOException | RuntimeException e) {
            return false; // no archive this time: workers start without, and a later pool tries again
        }
    }

    /** The lines of a class list that name classes of the runtime image, without the JVM's comments. */
    static List<String> jdkClasses(List<String> listed) {
        List<String> kept = new ArrayList<>();
        for (String line : listed) {
            if (JDK_PACKAGES.stream().anyMatch(line::startsWith)) {
                kept.add(line);
            }
        }
        return kept;
    }
}
