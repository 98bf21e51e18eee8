package dev.boundedloop.grader.replicas;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.UUID;

/** A name unique to this process run, so a restarted replica never mistakes old leases for its own. */
public final class ReplicaName {

    private ReplicaName() {}

    public static String generate() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        String name = host + "-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8);
        return name.length() <= 128 ? name : name.substring(name.length() - 128);
    }
}
