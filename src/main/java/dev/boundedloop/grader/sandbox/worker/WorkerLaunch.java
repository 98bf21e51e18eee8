package dev.boundedloop.grader.sandbox.worker;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

/**
 * The command line that starts a worker JVM with the grader's own class path: the packaged jar
 * through Spring Boot's launcher, or the plain class path when running from classes (tests, IDE).
 */
final class WorkerLaunch {

    private static final String BOOT_LAUNCHER = "org.springframework.boot.loader.launch.PropertiesLauncher";

    private WorkerLaunch() {}

    static List<String> command(WorkerPoolSettings settings) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx" + settings.maxHeap());
        command.add("-Xss1m");
        command.add("-XX:MaxMetaspaceSize=" + settings.maxMetaspace());
        command.add("-XX:+ExitOnOutOfMemoryError");
        command.add("-XX:+UseSerialGC");
        command.add("-Dfile.encoding=UTF-8");
        String classPath = System.getProperty("java.class.path");
        if (isBootJar(classPath)) {
            command.add("-Dloader.main=" + WorkerMain.class.getName());
            command.add("-cp");
            command.add(classPath);
            command.add(BOOT_LAUNCHER);
        } else {
            command.add("-cp");
            command.add(classPath);
            command.add(WorkerMain.class.getName());
        }
        return command;
    }

    private static boolean isBootJar(String classPath) {
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
