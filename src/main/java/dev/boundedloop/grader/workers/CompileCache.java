package dev.boundedloop.grader.workers;

import dev.boundedloop.grader.hashing.Sha256;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The supervisor's compiles of recent sources, so that grading the same source again (a regrade, a
 * resubmission) skips javac. An entry is keyed by the SHA-256 of the exact source bytes, the learner
 * API it was compiled against and the compiling worker's {@link dev.boundedloop.grader.sandbox.CompilerIdentity};
 * the supervisor makes the key from the source it sent, never from anything a worker says, so one
 * source's compile can only ever serve that same source. Bounded by bytes, least recently used out
 * first; 0 bytes keeps nothing.
 */
final class CompileCache {

    /** What a compile depends on besides the compiler's code: the source and the learner API. */
    record Key(String compilerIdentity, String learnerApi, String sourceSha256) {}

    private final long maxBytes;
    private final Map<Key, CompiledSource> entries = new LinkedHashMap<>(64, 0.75f, true);
    private long bytes;
    private final AtomicLong hits = new AtomicLong();
    private final AtomicLong misses = new AtomicLong();

    CompileCache(long maxBytes) {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the compile cache's size cannot be negative, was " + maxBytes);
        }
        this.maxBytes = maxBytes;
    }

    /** The key of a source for a worker, or null when nothing may be kept for it (no identity, or no room). */
    Key key(String compilerIdentity, String learnerApi, byte[] source) {
        if (maxBytes == 0 || compilerIdentity == null) {
            return null;
        }
        return new Key(compilerIdentity, learnerApi, Sha256.hex(source));
    }

    /** The compile kept under {@code key}, or null; a null key is always a miss. */
    synchronized CompiledSource get(Key key) {
        CompiledSource found = key == null ? null : entries.get(key);
        (found == null ? misses : hits).incrementAndGet();
        return found;
    }

    /** Keeps a compile under the key its source was sent with, making room by dropping the least recently used. */
    synchronized void put(Key key, CompiledSource compiled) {
        long size = compiled.bytes();
        if (key == null || size > maxBytes) {
            return;
        }
        CompiledSource replaced = entries.put(key, compiled);
        bytes += size - (replaced == null ? 0 : replaced.bytes());
        Iterator<CompiledSource> oldest = entries.values().iterator();
        while (bytes > maxBytes && oldest.hasNext()) {
            bytes -= oldest.next().bytes();
            oldest.remove();
        }
    }

    long hits() {
        return hits.get();
    }

    long misses() {
        return misses.get();
    }

    synchronized int size() {
        return entries.size();
    }

    synchronized long bytes() {
        return bytes;
    }
}
