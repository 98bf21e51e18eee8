package dev.boundedloop.grader;

import dev.boundedloop.grader.workers.JvmCommand;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The whole service as a separate JVM ({@link ServiceLaunch}: the packaged jar where the build made one),
 * so a test can kill it as an operating system would (SIGKILL) rather than close it. It runs in the given working directory,
 * so the default H2 URL's {@code ./data} lands there; its output goes to a log file there too.
 */
public final class ServiceProcess implements AutoCloseable {

    public static final String INSTRUCTOR = "process-test-instructor-token";
    private static final Duration START_BOUND = Duration.ofMinutes(3);
    /**
     * A test's service lives for seconds: the client compiler alone and the serial collector spend about half
     * the CPU on its start that the service's defaults do, and change nothing it answers.
     */
    private static final List<String> TEST_JVM = List.of("-Xmx512m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "--add-exports", "jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED");

    private final Process process;
    private final Path log;
    private final int port;

    private ServiceProcess(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /** Starts a service and waits until its health endpoint answers; arguments are Spring properties. */
    public static ServiceProcess start(Path workingDirectory, List<String> properties) {
        int port = freePort();
        return started(workingDirectory, port,
                ServiceLaunch.command(TEST_JVM, ServiceInstance.oneWorkerUnlessSet(arguments(port, properties))));
    }

    /**
     * Starts the service as an operator does, {@code java -jar JAR serve}, and waits until its health endpoint
     * answers; arguments are Spring properties.
     */
    public static ServiceProcess startJar(Path workingDirectory, Path jar, List<String> properties) {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(JvmCommand.javaExecutable()));
        command.addAll(TEST_JVM);
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString(), "serve"));
        command.addAll(ServiceInstance.oneWorkerUnlessSet(arguments(port, properties)));
        return started(workingDirectory, port, command);
    }

    private static List<String> arguments(int port, List<String> properties) {
        List<String> arguments = new ArrayList<>(List.of("--server.port=" + port,
                "--grader.security.bootstrap-instructor-token=" + INSTRUCTOR, "--spring.main.banner-mode=off",
                // Its working directory holds no suites folder: it grades with the jar's visible cases, on purpose.
                "--grader.suites.visible-only=true"));
        arguments.addAll(properties);
        return arguments;
    }

    private static ServiceProcess started(Path workingDirectory, int port, List<String> command) {
        try {
            Files.createDirectories(workingDirectory);
            Path log = Files.createTempFile(workingDirectory, "service-", ".log");
            Process process = new ProcessBuilder(command).directory(workingDirectory.toFile())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            ServiceProcess service = new ServiceProcess(process, log, port);
            service.awaitHealthy();
            return service;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the service process", e);
        }
    }

    public HttpApi api() {
        return new HttpApi(port);
    }

    public Process process() {
        return process;
    }

    /** The worker JVMs (and anything else) this service started and that are still running. */
    public List<ProcessHandle> descendants() {
        return process.descendants().toList();
    }

    /**
     * SIGSTOP: the service stops where it is, with its database connections open, so that what it
     * holds can be looked at without it finishing anything in between.
     */
    public void freeze() {
        signal("-STOP");
    }

    /** SIGCONT: a frozen service goes on from where it stopped. */
    public void thaw() {
        signal("-CONT");
    }

    private void signal(String signal) {
        try {
            Process kill = new ProcessBuilder("kill", signal, Long.toString(process.pid())).inheritIO().start();
            if (kill.waitFor() != 0) {
                throw new IllegalStateException("kill " + signal + " " + process.pid() + " failed");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** SIGKILL: no shutdown hook, no graceful shutdown, nothing flushed that was not already written. */
    public void kill() {
        process.destroyForcibly();
        awaitExit();
    }

    /** SIGTERM: Spring's graceful shutdown, which hands running jobs back and closes the database. */
    @Override
    public void close() {
        process.destroy();
        awaitExit();
    }

    public String logTail() {
        String text = log();
        return text.substring(Math.max(0, text.length() - 6000));
    }

    /** Everything the service has written to its console so far. */
    public String log() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    private void awaitExit() {
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(30, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private void awaitHealthy() {
        HttpApi api = api();
        long deadline = System.nanoTime() + START_BOUND.toNanos();
        while (true) {
            if (!process.isAlive()) {
                throw new IllegalStateException("The service process exited with " + process.exitValue()
                        + " while starting:\n" + logTail());
            }
            try {
                HttpResponse<String> health = api.get("/actuator/health", null);
                if (health.statusCode() == 200) {
                    return;
                }
            } catch (UncheckedIOException notListeningYet) {
                // keep waiting
            }
            if (System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new IllegalStateException("The service did not become healthy within " + START_BOUND + ":\n"
                        + logTail());
            }
            sleep(Duration.ofMillis(250));
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
