package dev.boundedloop.grader.jail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;

/** A process's identity and privileges as the kernel states them in {@code /proc/<pid>/status}. */
public record ProcStatus(long uid, long gid, String effectiveCapabilities, boolean noNewPrivileges, int seccomp) {

    /** No capability at all, as the kernel writes an empty set. */
    static final String NO_CAPABILITIES = "0000000000000000";

    static ProcStatus ofSelf() throws IOException {
        return read(Path.of("/proc/self/status"));
    }

    public static ProcStatus of(long pid) throws IOException {
        return read(Path.of("/proc", Long.toString(pid), "status"));
    }

    /** The effective uid of the process reading this, without starting anything. */
    static OptionalLong effectiveUidOfSelf() {
        try {
            String[] uids = fields(Path.of("/proc/self/status")).getOrDefault("Uid", "").split("\\s+");
            return uids.length > 1 ? OptionalLong.of(Long.parseLong(uids[1])) : OptionalLong.empty();
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private static ProcStatus read(Path file) throws IOException {
        Map<String, String> fields = fields(file);
        return new ProcStatus(first(fields, "Uid"), first(fields, "Gid"), fields.getOrDefault("CapEff", "?"),
                "1".equals(fields.get("NoNewPrivs")), (int) first(fields, "Seccomp"));
    }

    private static Map<String, String> fields(Path file) throws IOException {
        Map<String, String> fields = new HashMap<>();
        for (String line : Files.readAllLines(file)) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                fields.put(line.substring(0, colon), line.substring(colon + 1).trim());
            }
        }
        return fields;
    }

    /** The first number of a field (the real id of Uid and Gid), or -1 when the kernel does not say. */
    private static long first(Map<String, String> fields, String name) {
        String value = fields.get(name);
        if (value == null || value.isEmpty()) {
            return -1;
        }
        try {
            return Long.parseLong(value.split("\\s+")[0]);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
