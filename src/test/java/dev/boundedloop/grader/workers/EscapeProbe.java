package dev.boundedloop.grader.workers;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.Callable;

/**
 * A stand-in for learner code that has got past the bytecode allowlist: a plain main class, started
 * through the workers' own launcher, that tries what such code would try. It prints one line per
 * attempt, {@code ATTEMPT <name> SUCCEEDED|FAILED <detail>}, and its environment's names.
 * Arguments are {@code key=value}: database, suite, secret, holder, port, host, folder, threads.
 */
public final class EscapeProbe {

    private EscapeProbe() {}

    public static void main(String[] args) {
        Map<String, String> given = new HashMap<>();
        for (String arg : args) {
            int equals = arg.indexOf('=');
            if (equals > 0) {
                given.put(arg.substring(0, equals), arg.substring(equals + 1));
            }
        }
        String secret = given.get("secret");
        long holder = Long.parseLong(given.get("holder"));
        attempt("read-database", () -> Files.readString(Path.of(given.get("database"))).contains("grader database"));
        attempt("read-hidden-suite", () -> Files.readString(Path.of(given.get("suite"))).contains("\"HIDDEN\""));
        attempt("read-secret-environment", () -> System.getenv().containsValue(secret)
                || new String(Files.readAllBytes(Path.of("/proc", Long.toString(holder), "environ")),
                        StandardCharsets.UTF_8).contains(secret));
        attempt("connect-to-loopback", () -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", Integer.parseInt(given.get("port"))), 2000);
                return socket.getInputStream().read() == 'k';
            }
        });
        attempt("resolve-a-name", () -> InetAddress.getByName(given.get("host")) != null);
        attempt("execute-a-shell", () -> {
            Process shell = new ProcessBuilder("/bin/sh", "-c", "echo escaped").start();
            return new String(shell.getInputStream().readAllBytes(), StandardCharsets.UTF_8).contains("escaped");
        });
        attempt("write-into-the-service-folder", () -> {
            Files.writeString(Path.of(given.get("folder"), "probe-was-here"), "written from inside");
            return true;
        });
        attempt("see-the-service-process", () -> holderProcess(holder).isPresent());
        attempt("signal-the-service-process", () -> holderProcess(holder).map(ProcessHandle::destroy).orElse(false));
        attempt("fork-past-the-process-limit", () -> startThreads(Integer.parseInt(given.get("threads"))));
        System.out.println("ENVIRONMENT " + new TreeSet<>(System.getenv().keySet()));
        System.out.flush();
        System.exit(0); // the threads of the last attempt are still asleep
    }

    /** The secret's holder, only if it is that process and not another with its number in this namespace. */
    private static Optional<ProcessHandle> holderProcess(long pid) {
        return ProcessHandle.of(pid).filter(handle -> handle.info().command().orElse("").endsWith("sleep"));
    }

    private static boolean startThreads(int count) {
        for (int i = 0; i < count; i++) {
            Thread thread = new Thread(() -> {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            thread.setDaemon(true);
            thread.start();
        }
        return true;
    }

    private static void attempt(String name, Callable<Boolean> body) {
        String outcome;
        try {
            outcome = body.call() ? "SUCCEEDED" : "FAILED nothing found";
        } catch (IOException | RuntimeException | Error e) {
            outcome = "FAILED " + e;
        } catch (Exception e) {
            outcome = "FAILED " + e;
        }
        System.out.println("ATTEMPT " + name + " " + outcome.replace('\n', ' '));
        System.out.flush();
    }
}
