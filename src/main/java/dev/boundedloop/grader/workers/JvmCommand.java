package dev.boundedloop.grader.workers;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

/**
 * A command line that starts another JVM on the grader's own class path: the packaged jar through
 * Spring Boot's launcher, or the plain class path when running from classes (tests, an IDE).
 */
public final class JvmCommand {

    private static final String BOOT_LAUNCHER = "org.springframework.boot.loader.launch.PropertiesLauncher";

    private JvmCommand() {}

    public static List<String> forMain(String mainClass, List<String> jvmOptions, List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.addAll(jvmOptions);
        // Absolute, since the new JVM runs in a folder of its own (and in a jail, where only these paths exist).
        String classPath = String.join(File.pathSeparator, classPath().stream().map(Path::toAbsolutePath).map(Path::toString).toList());
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

    /** The entries of the running JVM's class path, which a worker started by {@link #forMain} reads. */
    public static List<Path> classPath() {
        List<Path> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(Path.of(entry));
            }
        }
        return entries;
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
