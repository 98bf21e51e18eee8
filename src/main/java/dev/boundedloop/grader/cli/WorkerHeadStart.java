package dev.boundedloop.grader.cli;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * A one-shot grading's worker, started before the command line is parsed: the worker JVM's start is
 * the longest wait of a {@code grade}, and parsing (picocli's own start is about a fifth of a second)
 * runs beside it. Started only when the words ask {@code grade} to grade in a worker on this machine;
 * where the parse finds otherwise (a usage error, {@code --help}), the worker is ended unused.
 */
final class WorkerHeadStart {

    /** Options after which {@code grade} needs no worker of this machine's, or does nothing at all. */
    private static final List<String> NO_WORKER = List.of("--server", "--in-process", "--help", "-h", "--version", "-V");

    private static CompletableFuture<LocalGrading.Graders> started;

    private WorkerHeadStart() {}

    /** Starts the worker when {@code args} ask for a one-shot grading in a worker. */
    static synchronized void beginIfGrading(String[] args) {
        if (started == null && asksForAWorker(args)) {
            started = new CompletableFuture<>();
            Thread opening = new Thread(() -> {
                try {
                    started.complete(LocalGrading.openWorker());
                } catch (RuntimeException | Error e) {
                    started.completeExceptionally(e);
                }
            }, "worker-head-start");
            opening.setDaemon(true);
            opening.start();
        }
    }

    static boolean asksForAWorker(String[] args) {
        if (args.length == 0 || !args[0].equals("grade")) {
            return false;
        }
        for (String arg : args) {
            if (arg.equals("--")) {
                return true; // what follows is the policy's file, whatever its name
            }
            if (NO_WORKER.stream().anyMatch(option -> arg.equals(option) || arg.startsWith(option + "="))) {
                return false;
            }
        }
        return true;
    }

    /** The worker started ahead, now the command wants it, or null when none was. */
    static synchronized LocalGrading.Graders take() {
        if (started == null) {
            return null;
        }
        CompletableFuture<LocalGrading.Graders> taken = started;
        started = null;
        try {
            return taken.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : e;
        }
    }

    /** Ends a worker started ahead that the command did not take. */
    static void endUnused() {
        LocalGrading.Graders unused;
        try {
            unused = take();
        } catch (RuntimeException e) {
            return; // it never started; the command did not need it
        }
        if (unused != null) {
            unused.close();
        }
    }
}
