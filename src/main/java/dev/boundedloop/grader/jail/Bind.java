package dev.boundedloop.grader.jail;

import java.nio.file.Path;

/**
 * One file or folder of the host made visible in the jail.
 *
 * @param source the host's real path, with no symbolic link left in it
 * @param target where the jail shows it, the path the JVM will open
 * @param writable false for nearly everything: only the worker's own folder is writable
 */
record Bind(Path source, Path target, boolean writable) {

    static Bind readOnly(Path source, Path target) {
        return new Bind(source, target, false);
    }

    /** Whether this bind already shows {@code other}'s file, at the same place. */
    boolean covers(Bind other) {
        if (!other.target.startsWith(target) || other.target.equals(target)) {
            return false;
        }
        return source.resolve(target.relativize(other.target)).equals(other.source) && (writable || !other.writable);
    }
}
