package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.hashing.Sha256;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The digests of {@code ch03-unit-a}'s reports, written by the grader before assignments named
 * their learner API: one line per source, its path from the project root and the SHA-256 of its
 * report's JSON with the timings left out. Two tests share the file, each checking its own sources
 * (the catalogue in process, the sandbox corpus through workers), so each source is graded once.
 * Rewrite a test's lines on purpose only, with {@code -Dgolden.write=true}, when a report is meant
 * to change.
 */
public final class GoldenReports {

    private static final Path FILE = Path.of("src/test/resources/golden/ch03-unit-a-report-digests.txt");

    private GoldenReports() {}

    /** Every source named in the file, by its path from the project root, with its report's digest. */
    public static synchronized Map<String, String> read() {
        Map<String, String> digests = new TreeMap<>();
        try {
            for (String line : Files.readAllLines(FILE)) {
                int space = line.lastIndexOf(' ');
                digests.put(line.substring(0, space), line.substring(space + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return digests;
    }

    /** The digest a report is compared by: its JSON, timings aside, since those differ every run. */
    public static String digest(GradingReport report) {
        return Sha256.hex(ReportJson.write(report.withTimings(Map.of())));
    }

    /** Whether this run rewrites the file's lines from the reports it grades. */
    public static boolean writing() {
        return Boolean.getBoolean("golden.write");
    }

    /** Replaces the lines of the given sources, keeping every other line; used only when {@link #writing}. */
    public static synchronized void rewrite(Map<String, String> digestsBySource) {
        Map<String, String> all = read();
        all.putAll(digestsBySource);
        StringBuilder lines = new StringBuilder();
        all.forEach((source, digest) -> lines.append(source).append(' ').append(digest).append('\n'));
        try {
            Files.writeString(FILE, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
