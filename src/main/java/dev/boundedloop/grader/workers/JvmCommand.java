package dev.boundedloop.grader.workers;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * A command line that starts another JVM on the grader's own class path: the packaged jar through
 * Spring Boot's launcher, or the plain class path when running from classes (tests, an IDE).
 */
public final class JvmCommand {

    private static final String BOOT_LAUNCHER = "org.springframework.boot.loader.launch.PropertiesLauncher";

    private JvmCommand() {}

    public static List<String> forMain(String mainClass, List<String> jvmOptions, List<String> arguments) {
        return forMain(classPath(), mainClass, jvmOptions, arguments);
    }

    static List<String> forMain(List<Path> entries, String mainClass, List<String> jvmOptions, List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.addAll(jvmOptions);
        // Absolute, since the new JVM runs in a folder of its own (and in a jail, where only these paths exist).
        String classPath = String.join(File.pathSeparator, entries.stream().map(Path::toAbsolutePath).map(Path::toString).toList());
        if (isBootJar(classPath)) {
            command.add("-Dloader.main=" + mainClass);
            command.add("-cp");
            command.add(classPath);
            command.add(BOOT_LAUNCHER);
        } else {
            command.add("-cp");
            command.add(classPath);
            command.add(mainClass);
        }
        command.addAll(arguments);
        return command;
    }

    /** The running JDK's java executable, by its real path (as the kernel names a process's program). */
    public static String javaExecutable() {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        try {
            return java.toRealPath().toString();
        } catch (IOException e) {
            return java.toString();
        }
    }

    /**
     * The entries of the running JVM's class path, which a worker started by {@link #forMain} reads, with
     * the jars each jar's manifest names in its {@code Class-Path}: the layout Spring Boot's {@code extract}
     * makes (an application jar beside its {@code lib/}), which class-data sharing needs, reads them from
     * there, and a jailed worker sees only the paths listed here.
     */
    public static List<Path> classPath() {
        return classPathOf(System.getProperty("java.class.path"));
    }

    static List<Path> classPathOf(String javaClassPath) {
        List<Path> entries = new ArrayList<>();
        for (String entry : javaClassPath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                Path path = Path.of(entry);
                entries.add(path);
                entries.addAll(manifestClassPath(path));
            }
        }
        return entries;
    }

    private static List<Path> manifestClassPath(Path jarPath) {
        if (!jarPath.toString().endsWith(".jar") || !Files.isRegularFile(jarPath)) {
            return List.of();
        }
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            Manifest manifest = jar.getManifest();
            String listed = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (listed == null || listed.isBlank()) {
                return List.of();
            }
            Path folder = jarPath.toAbsolutePath().getParent();
            List<Path> named = new ArrayList<>();
            for (String relative : listed.trim().split("\\s+")) {
                Path resolved = folder.resolve(relative).normalize();
                if (Files.exists(resolved)) {
                    named.add(resolved);
                }
            }
            return named;
        } catch (IOException unreadable) {
            return List.of();
        }
    }

    static boolean isBootJar(String classPath) {
        if (classPath.contains(File.pathSeparator) || !classPath.endsWith(".jar")) {
            return false;
        }
        try (JarFile jar = new JarFile(classPath)) {
            return jar.getEntry("BOOT-INF/classes/") != null;
        } catch (IOException e) {
            return false;
        }
    }
}
