package dev.boundedloop.grader.jail;

import java.util.List;

/**
 * One worker's command line, jailed or not, and what its proof must show. Closing it gives back the
 * worker's uid; close it only once the worker's process has ended.
 *
 * @param command the whole command line to start
 * @param uid the uid the worker runs as inside the jail, or -1 when it is not jailed
 * @param hostUid the uid the host sees it run as: its own uid when the service is root, the service's
 *     uid under a user namespace, or -1 when it is not jailed
 */
public record Enclosure(List<String> command, long uid, long hostUid, Runnable release) implements AutoCloseable {

    public Enclosure {
        command = List.copyOf(command);
    }

    static Enclosure unjailed(List<String> command) {
        return new Enclosure(command, -1, -1, () -> { });
    }

    public boolean jailed() {
        return uid >= 0;
    }

    @Override
    public void close() {
        release.run();
    }
}
