package dev.boundedloop.grader.jail;

import java.io.IOException;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/**
 * What a worker JVM sees of its world, looked at from inside as it starts: the proof that the jail
 * it was asked for is the jail it got. The supervisor checks it against its {@link Protection}.
 *
 * @param uid the real uid, as the worker's own user namespace numbers it
 * @param gid the real gid, likewise
 * @param capabilities the effective capability set, in the kernel's hexadecimal
 * @param noNewPrivileges whether {@code no_new_privs} is set
 * @param seccomp the seccomp mode: 0 none, 2 under a filter
 * @param networkInterfaces the names of every network interface it has
 * @param visible those of the paths it was told to look for that it can see
 * @param environment the names of its environment variables
 * @param processes how many processes it can see, itself included
 */
public record InsideView(long uid, long gid, String capabilities, boolean noNewPrivileges, int seccomp,
        List<String> networkInterfaces, List<String> visible, List<String> environment, long processes) {

    /** Looks, from the JVM this runs in, for each of {@code mustNotSee} among the rest. */
    public static InsideView look(List<String> mustNotSee) {
        ProcStatus status;
        try {
            status = ProcStatus.ofSelf();
        } catch (IOException e) {
            status = new ProcStatus(-1, -1, "?", false, -1);
        }
        List<String> visible = new ArrayList<>();
        for (String path : mustNotSee) {
            if (Files.exists(Path.of(path))) {
                visible.add(path);
            }
        }
        return new InsideView(status.uid(), status.gid(), status.effectiveCapabilities(), status.noNewPrivileges(),
                status.seccomp(),
                interfaces(), visible, List.copyOf(new TreeSet<>(System.getenv().keySet())),
                ProcessHandle.allProcesses().count());
    }

    private static List<String> interfaces() {
        try {
            List<String> names = new ArrayList<>();
            for (NetworkInterface network : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                names.add(network.getName());
            }
            return names;
        } catch (SocketException e) {
            return List.of("unreadable: " + e.getMessage());
        }
    }
}
