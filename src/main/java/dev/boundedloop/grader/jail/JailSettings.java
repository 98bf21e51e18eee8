package dev.boundedloop.grader.jail;

import java.util.Map;

/**
 * How worker JVMs are jailed.
 *
 * @param mode required, auto (the default) or off
 * @param bubblewrap the bubblewrap program, a path or a name looked up on the PATH; default "bwrap"
 * @param firstUid when the service runs as root, each live worker gets its own uid from
 *     {@code firstUid} on (no account or file on the host should use these ids); default 1900000000
 * @param uidCount how many uids, from {@code firstUid}, workers may use; default 1000
 * @param maxProcesses a worker's limit on processes and threads (RLIMIT_NPROC); default 128
 * @param maxOpenFiles a worker's limit on open files (RLIMIT_NOFILE); default 1024
 * @param maxFileBytes the largest file a worker may write (RLIMIT_FSIZE); default 64 MiB
 * @param tmpBytes the size of the worker's private /tmp; default 64 MiB
 */
public record JailSettings(JailMode mode, String bubblewrap, int firstUid, int uidCount, int maxProcesses,
        int maxOpenFiles, long maxFileBytes, long tmpBytes) {

    /** The environment variable that sets the mode for the command line and for the service alike. */
    public static final String MODE_VARIABLE = "GRADER_SANDBOX_JAIL_MODE";

    public JailSettings {
        if (mode == null) {
            throw new IllegalArgumentException("the jail mode is required");
        }
        if (firstUid < 1 || uidCount < 1 || (long) firstUid + uidCount > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("worker uids must lie between 1 and " + Integer.MAX_VALUE
                    + ", were " + firstUid + " and " + uidCount + " more");
        }
        if (maxProcesses < 1 || maxOpenFiles < 1 || maxFileBytes < 1 || tmpBytes < 1) {
            throw new IllegalArgumentException("the jail's limits must be positive");
        }
    }

    public static JailSettings defaults() {
        return new JailSettings(JailMode.AUTO, "bwrap", 1_900_000_000, 1000, 128, 1024, 64L << 20, 64L << 20);
    }

    /** The defaults, with the mode taken from {@value #MODE_VARIABLE} when it is set. */
    public static JailSettings fromEnvironment(Map<String, String> environment) {
        String mode = environment.get(MODE_VARIABLE);
        return mode == null || mode.isBlank() ? defaults() : defaults().withMode(JailMode.parse(mode));
    }

    public JailSettings withMode(JailMode newMode) {
        return new JailSettings(newMode, bubblewrap, firstUid, uidCount, maxProcesses, maxOpenFiles, maxFileBytes,
                tmpBytes);
    }
}
