package dev.boundedloop.grader.jail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bubblewrap command line that jails one worker JVM. Inside, the JVM finds a root of its own
 * holding only read-only binds of what it needs, a fresh /proc for its own PID namespace, a minimal
 * /dev, a size-limited /tmp and its own writable folder; no network but a loopback of its own.
 * prlimit sets the limits; as root, setpriv then drops to the worker's own uid with every capability
 * gone, since bubblewrap run by root keeps uid 0 unless it maps users.
 *
 * @param program bubblewrap
 * @param prlimit util-linux's prlimit, run inside the jail
 * @param setpriv util-linux's setpriv, or null when the service is not root and a user namespace
 *     gives the worker its uid
 * @param disablesUserNamespaces whether this bubblewrap can stop the worker from making user
 *     namespaces of its own (version 0.8 and later)
 * @param binds what the JVM reads: the JDK, its libraries and the class path
 * @param seccompFilter the {@link SeccompFilter} program to install, or null where there is none;
 *     bubblewrap reads it from a file descriptor, which a shell opens for it since Java hands a child
 *     only its standard streams
 */
record Bubblewrap(Path program, Path prlimit, Path setpriv, boolean disablesUserNamespaces, List<Bind> binds,
        Path seccompFilter, JailSettings settings) {

    /** The uid and gid a worker has inside its own user namespace: the traditional "nobody". */
    static final long NAMESPACE_UID = 65534;

    Bubblewrap {
        binds = List.copyOf(binds);
    }

    boolean privileged() {
        return setpriv != null;
    }

    List<String> command(List<String> javaCommand, Path workerFolder, long uid) {
        return command(javaCommand, workerFolder, uid, List.of());
    }

    /** As {@link #command(List, Path, long)}, with {@code readOnlyFiles} bound read-only at their own paths too. */
    List<String> command(List<String> javaCommand, Path workerFolder, long uid, List<Path> readOnlyFiles) {
        List<String> command = new ArrayList<>();
        if (seccompFilter != null) {
            command.addAll(List.of("/bin/sh", "-c", "exec \"$@\" 3< \"$0\"", seccompFilter.toString()));
        }
        command.add(program.toString());
        if (seccompFilter != null) {
            command.addAll(List.of("--seccomp", "3"));
        }
        command.addAll(List.of("--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts",
                "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--hostname", "grader-worker"));
        if (!privileged()) {
            String id = Long.toString(NAMESPACE_UID);
            command.addAll(List.of("--unshare-user", "--uid", id, "--gid", id, "--cap-drop", "ALL"));
            if (disablesUserNamespaces) {
                command.add("--disable-userns");
            }
        }
        command.add("--clearenv");
        for (Map.Entry<String, String> variable : WorkerEnvironment.VARIABLES.entrySet()) {
            command.addAll(List.of("--setenv", variable.getKey(), variable.getValue()));
        }
        command.addAll(List.of("--proc", "/proc", "--dev", "/dev",
                "--perms", "1777", "--size", Long.toString(settings.tmpBytes()), "--tmpfs", "/tmp"));
        List<Bind> all = new ArrayList<>(binds);
        all.add(Bind.readOnly(prlimit, prlimit));
        if (privileged()) {
            all.add(Bind.readOnly(setpriv, setpriv));
        }
        readOnlyFiles.forEach(file -> all.add(Bind.readOnly(file, file)));
        all.add(new Bind(workerFolder, workerFolder, true));
        layOut(all, command);
        command.addAll(List.of("--chdir", workerFolder.toString()));
        if (privileged()) {
            for (String capability : List.of("CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP")) {
                command.addAll(List.of("--cap-add", capability)); // for setpriv alone, which drops them all
            }
        }
        command.add("--");
        command.addAll(List.of(prlimit.toString(), "--nproc=" + settings.maxProcesses(),
                "--nofile=" + settings.maxOpenFiles(), "--fsize=" + settings.maxFileBytes(), "--core=0", "--"));
        if (privileged()) {
            String id = Long.toString(uid);
            command.addAll(List.of(setpriv.toString(), "--reuid=" + id, "--regid=" + id, "--clear-groups",
                    "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--"));
        }
        command.addAll(javaCommand);
        return command;
    }

    /**
     * The binds in an order bubblewrap can make them, each after the folders that hold it, which are
     * made world-readable (bubblewrap would make them private to root, where an unprivileged worker
     * could not enter them). A bind that another already shows is left out.
     */
    private static void layOut(List<Bind> binds, List<String> command) {
        List<Bind> needed = new ArrayList<>();
        for (Bind bind : binds) {
            if (binds.stream().noneMatch(other -> other != bind && other.covers(bind))
                    && needed.stream().noneMatch(bind::equals)) {
                needed.add(bind);
            }
        }
        needed.sort(Comparator.comparingInt((Bind bind) -> bind.target().getNameCount())
                .thenComparing(bind -> bind.target().toString()));
        Set<Path> made = new HashSet<>(Set.of(Path.of("/tmp"), Path.of("/proc"), Path.of("/dev")));
        for (Bind bind : needed) {
            Path target = bind.target();
            for (int depth = 1; depth < target.getNameCount(); depth++) {
                Path folder = target.getRoot().resolve(target.subpath(0, depth));
                if (made.add(folder) && needed.stream().noneMatch(other -> other.target().equals(folder))) {
                    command.addAll(List.of("--perms", "0755", "--dir", folder.toString()));
                }
            }
            made.add(target);
            command.addAll(List.of(bind.writable() ? "--bind" : "--ro-bind", bind.source().toString(), target.toString()));
        }
    }
}
