package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.jail.JailMode;
import dev.boundedloop.grader.jail.JailSettings;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The escape probe: {@link EscapeProbe}, started through exactly the launcher workers start through,
 * tries what learner code past the allowlist would try. In the jail every attempt fails; with the
 * jail off every attempt succeeds, which proves each attempt would notice an escape. Neither ever
 * sees the service's environment: the workers' environment is their own, jail or not.
 */
@ProcessTest
class WorkerJailTest {

    private static final List<String> ATTEMPTS = List.of("read-database", "read-hidden-suite",
            "read-secret-environment", "connect-to-loopback", "resolve-a-name", "execute-a-shell",
            "write-into-the-service-folder", "see-the-service-process", "signal-the-service-process",
            "fork-past-the-process-limit");
    private static final String SECRET = "not-a-real-token-but-a-secret-all-the-same";

    @TempDir
    Path service;
    private Process holder;
    private ServerSocket listener;
    private Thread answering;

    @BeforeEach
    void startTheService() throws IOException {
        Path data = Files.createDirectories(service.resolve("data"));
        Files.writeString(data.resolve("grader.mv.db"), "the grader database, with every token and grade");
        // Stands for the service's process: it holds the secret in its environment.
        ProcessBuilder sleeper = new ProcessBuilder("sleep", "600");
        sleeper.environment().put("GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN", SECRET);
        holder = sleeper.start();
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        answering = new Thread(this::answer, "probe-listener");
        answering.setDaemon(true);
        answering.start();
    }

    @AfterEach
    void stopTheService() throws IOException {
        holder.destroyForcibly();
        listener.close();
    }

    @Test
    void inTheJailEveryAttemptFails() throws Exception {
        WorkerLauncher launcher = jailedLauncher();
        Map<String, String> outcomes = probe(launcher);
        assertThat(outcomes.keySet()).containsExactlyElementsOf(ATTEMPTS);
        outcomes.forEach((attempt, outcome) -> assertThat(outcome).as(attempt).startsWith("FAILED"));
        assertThat(holder.isAlive()).as("the service's process survived").isTrue();
        assertThat(service.resolve("probe-was-here")).doesNotExist();
    }

    /** A worker started from one jar (a worker jar) is shown that jar instead of a class path of folders. */
    @Test
    void inTheJailEveryAttemptFailsForAProbeStartedFromAJar() throws Exception {
        JailOnThisMachine.requireOrSkip();
        Path jar = TestJars.write(service.resolveSibling(service.getFileName() + "-probe.jar"),
                Map.ofEntries(TestJars.classFile(EscapeProbe.class)));
        try {
            Map<String, String> outcomes = probe(new WorkerLauncher(WorkerPoolSettings.defaults()
                    .withClassPath(WorkerJar.classPath(jar)).withJail(JailSettings.defaults().withMode(JailMode.REQUIRED))));

            assertThat(outcomes.keySet()).containsExactlyElementsOf(ATTEMPTS);
            outcomes.forEach((attempt, outcome) -> assertThat(outcome).as(attempt).startsWith("FAILED"));
            assertThat(holder.isAlive()).as("the service's process survived").isTrue();
            assertThat(service.resolve("probe-was-here")).doesNotExist();
        } finally {
            Files.deleteIfExists(jar);
        }
    }

    @Test
    void withTheJailOffEveryAttemptSucceeds() throws Exception {
        Map<String, String> outcomes = probe(launcher(JailMode.OFF));
        assertThat(outcomes.keySet()).containsExactlyElementsOf(ATTEMPTS);
        outcomes.forEach((attempt, outcome) -> assertThat(outcome).as(attempt).isEqualTo("SUCCEEDED"));
    }

    /**
     * bubblewrap kills its jail when the thread that started it ends, so a worker asked for by a
     * pooled thread that later retired died with it, in the middle of someone's grading.
     */
    @Test
    void aJailedWorkerOutlivesTheThreadThatAskedForIt() throws Exception {
        try (WorkerLauncher launcher = jailedLauncher()) {
            WorkerProcess[] started = new WorkerProcess[1];
            List<String> events = new ArrayList<>();
            // As the pool's starter threads do: start a worker, wait until it is ready, then end.
            Thread asker = new Thread(() -> {
                try {
                    started[0] = WorkerProcess.start(launcher, WorkerStart.REAL, List.of());
                    events.add(started[0].next(java.time.Duration.ofSeconds(120)).type());
                    events.add(started[0].next(java.time.Duration.ofSeconds(120)).type());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            asker.start();
            asker.join();
            WorkerProcess worker = started[0];
            try {
                assertThat(events).as(worker.stderrTail()).containsExactly(WorkerEvent.INSIDE, WorkerEvent.READY);
                WorkerEvent after = worker.next(java.time.Duration.ofSeconds(5));
                assertThat(after).as("what the worker said once the thread that started it had ended").isNull();
                assertThat(worker.isAlive()).isTrue();
            } finally {
                worker.kill();
            }
        }
    }

    private Map<String, String> probe(WorkerLauncher launcher) throws Exception {
        List<String> arguments = List.of(
                "database=" + service.resolve("data/grader.mv.db"),
                "suite=" + Path.of("grader-cases/ch03-unit-a/decisions-hidden.json").toAbsolutePath(),
                "secret=" + SECRET,
                "holder=" + holder.pid(),
                "port=" + listener.getLocalPort(),
                "host=" + hostsFileName(),
                "folder=" + service,
                "threads=" + 2 * JailSettings.defaults().maxProcesses());
        try (launcher) {
            WorkerLauncher.LaunchedJvm probe = launcher.start(EscapeProbe.class.getName(), folder -> arguments);
            Map<String, String> outcomes = new LinkedHashMap<>();
            List<String> environment = new ArrayList<>();
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(probe.process().getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    String[] parts = line.split(" ", 3);
                    if (parts[0].equals("ATTEMPT")) {
                        outcomes.put(parts[1], parts[2]);
                    } else if (parts[0].equals("ENVIRONMENT")) {
                        environment.add(parts[1] + (parts.length > 2 ? " " + parts[2] : ""));
                    }
                }
            }
            assertThat(probe.process().waitFor(60, TimeUnit.SECONDS)).as("the probe ended").isTrue();
            assertThat(environment).as("the probe's environment").hasSize(1);
            assertThat(environment.get(0)).isIn("[LANG]", "[LANG, PWD]");
            return outcomes;
        }
    }

    /**
     * A name the host resolves from its hosts file, so that the control resolves it without a packet
     * leaving the machine; localhost itself is answered by the JDK without asking anyone.
     */
    private static String hostsFileName() throws IOException {
        for (String line : Files.readAllLines(Path.of("/etc/hosts"))) {
            String[] fields = line.replaceAll("#.*", "").trim().split("\\s+");
            if (fields.length > 1 && (fields[0].startsWith("127.") || fields[0].equals("::1"))) {
                for (int i = 1; i < fields.length; i++) {
                    if (!fields[i].equalsIgnoreCase("localhost")) {
                        return fields[i];
                    }
                }
            }
        }
        throw new IllegalStateException("/etc/hosts names no loopback host but localhost, so the control cannot"
                + " resolve a name without asking a name server");
    }

    private static WorkerLauncher jailedLauncher() {
        JailOnThisMachine.requireOrSkip();
        return launcher(JailMode.REQUIRED);
    }

    /** On this JVM's class path, which alone holds the probe (a test class). */
    private static WorkerLauncher launcher(JailMode mode) {
        return new WorkerLauncher(WorkerPoolSettings.defaults().withClassPath(JvmCommand.classPath())
                .withJail(JailSettings.defaults().withMode(mode)));
    }

    private void answer() {
        while (!listener.isClosed()) {
            try (Socket client = listener.accept(); OutputStream out = client.getOutputStream()) {
                out.write('k');
            } catch (IOException e) {
                return;
            }
        }
    }
}
