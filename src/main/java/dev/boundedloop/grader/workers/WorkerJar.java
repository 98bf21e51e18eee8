package dev.boundedloop.grader.workers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.zip.ZipFile;

/**
 * A plain jar of this same build (the learner's jar) that workers start from instead of the grader's
 * own class path. One plain jar is what class-data sharing can archive, and it is all a jailed worker
 * is shown; the service's own jar nests its libraries and a class path of folders cannot be archived,
 * so their workers start without an archive, about twice the CPU each.
 *
 * <p>A worker must run exactly the code the service runs, or a report would depend on which jar a
 * worker happened to start from: every file of the jar outside {@code META-INF/} must have the same
 * bytes as this JVM's own resource of that name, and a jar that differs anywhere is refused.
 */
public final class WorkerJar {

    /** The setting's name in the environment, as the service's {@code grader.sandbox.worker-jar} is. */
    public static final String VARIABLE = "GRADER_SANDBOX_WORKER_JAR";

    /** Jars already compared, by path, size and time, so that a service started again does not read them again. */
    private static final Map<String, Boolean> SAME_AS_THIS_BUILD = new ConcurrentHashMap<>();

    private WorkerJar() {}

    /**
     * The class path of workers: {@value #VARIABLE}'s jar when it names one, else this JVM's own.
     *
     * @throws IllegalArgumentException when the jar named is not one of this build
     */
    static List<Path> classPathFrom(Map<String, String> environment) {
        String jar = environment.get(VARIABLE);
        return jar == null || jar.isBlank() ? JvmCommand.classPath() : classPath(Path.of(jar.strip()));
    }

    /**
     * The class path of workers that start from {@code jar}.
     *
     * @throws IllegalArgumentException when it is missing, not a plain jar, or not of this build
     */
    public static List<Path> classPath(Path jar) {
        Path absolute = jar.toAbsolutePath().normalize();
        if (!Files.isRegularFile(absolute)) {
            throw new IllegalArgumentException("the worker jar " + absolute + " is not a file");
        }
        if (JvmCommand.isBootJar(absolute.toString())) {
            throw new IllegalArgumentException("the worker jar " + absolute
                    + " is the service's own jar; name the learner's jar of the same build (admission-grader-cli.jar)");
        }
        try {
            String key = absolute + "|" + Files.size(absolute) + "|" + Files.getLastModifiedTime(absolute).toMillis();
            if (!SAME_AS_THIS_BUILD.containsKey(key)) {
                requireSameAsThisBuild(absolute, WorkerJar.class.getClassLoader());
                SAME_AS_THIS_BUILD.put(key, true);
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the worker jar " + absolute + ": " + e.getMessage(), e);
        }
        return List.of(absolute);
    }

    /**
     * Refuses a jar holding any file that {@code ownClasses} has not, or has with other bytes. Both are read
     * as this JVM runs them: a multi-release jar's entries as the version for this Java.
     */
    static void requireSameAsThisBuild(Path jar, ClassLoader ownClasses) throws IOException {
        try (JarFile file = new JarFile(jar.toFile(), true, ZipFile.OPEN_READ, Runtime.version())) {
            for (JarEntry entry : (Iterable<JarEntry>) file.versionedStream()::iterator) {
                if (entry.isDirectory() || entry.getName().startsWith("META-INF/")) {
                    continue;
                }
                byte[] theirs;
                try (InputStream in = file.getInputStream(entry)) {
                    theirs = in.readAllBytes();
                }
                byte[] ours;
                try (InputStream in = ownClasses.getResourceAsStream(entry.getName())) {
                    ours = in == null ? null : in.readAllBytes();
                }
                if (!Arrays.equals(theirs, ours)) {
                    throw new IllegalArgumentException("the worker jar " + jar + " is not of this build: its "
                            + entry.getName() + (ours == null ? " is not in the service" : " differs from the service's")
                            + "; name the learner's jar built with this service (admission-grader-cli.jar)");
                }
            }
        }
    }
}
