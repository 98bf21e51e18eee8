package dev.boundedloop.grader.cases;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The files of one assignment's suite, by their path inside the assignment's folder: what an
 * instructor uploads as a zip, checks with {@code suite-check}, and the service keeps as a version.
 * Policies under {@code catalogue/} prove the suite's strength and are never graded with.
 */
public record SuiteBundle(SortedMap<String, byte[]> files) implements SuiteFiles {

    public static final String CATALOGUE = "catalogue/";
    static final int MAX_FILES = 500;
    static final long MAX_TOTAL_BYTES = 8L * 1024 * 1024;

    public SuiteBundle {
        files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
    }

    @Override
    public byte[] read(String name) {
        byte[] bytes = files.get(name);
        if (bytes == null) {
            throw new SuiteFormatException("suite file missing: " + name);
        }
        return bytes;
    }

    /** The catalogue's policies, by file name, in name order. */
    public SortedMap<String, byte[]> catalogue() {
        SortedMap<String, byte[]> policies = new TreeMap<>();
        files.forEach((name, bytes) -> {
            if (name.startsWith(CATALOGUE) && name.endsWith(".java")) {
                policies.put(name.substring(CATALOGUE.length()), bytes);
            }
        });
        return policies;
    }

    /** The sha256 of every file with its name: what makes two uploads the same bundle. */
    public String sha256() {
        SuiteDigest digest = new SuiteDigest();
        files.forEach(digest::add);
        return digest.hex();
    }

    /** Files by their path in the assignment's folder, each checked as a zip's entry would be. */
    public static SuiteBundle of(Map<String, byte[]> files) {
        Limits limits = new Limits();
        files.forEach((name, bytes) -> {
            String path = name.replace('\\', '/');
            requireInside(path);
            if (!ignored(path)) {
                limits.add(path, bytes);
            }
        });
        return limits.bundle();
    }

    /** An assignment's folder; hidden files and folders (a dot first) are left out. */
    public static SuiteBundle fromDirectory(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new SuiteFormatException("no suite folder " + folder);
        }
        Limits limits = new Limits();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                String name = folder.relativize(file).toString().replace('\\', '/');
                if (!ignored(name)) {
                    limits.add(name, Files.readAllBytes(file));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the suite folder " + folder, e);
        }
        return limits.bundle();
    }

    /**
     * A zip of an assignment's folder. The files may sit at the zip's top or in one folder (as
     * zipping the folder itself gives). Names that climb out of the folder are refused, and so are
     * zips that inflate past {@value #MAX_TOTAL_BYTES} bytes or hold more than {@value #MAX_FILES} files.
     */
    public static SuiteBundle fromZip(byte[] zip) {
        Limits limits = new Limits();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(zip), StandardCharsets.UTF_8)) {
            ZipEntry entry;
            boolean any = false;
            while ((entry = in.getNextEntry()) != null) {
                any = true;
                String name = entry.getName().replace('\\', '/');
                if (entry.isDirectory() || ignored(name)) {
                    continue;
                }
                requireInside(name);
                limits.add(name, limits.readCapped(in, name));
            }
            if (!any) {
                throw new SuiteFormatException("the upload is not a zip, or an empty one");
            }
        } catch (ZipException | IllegalArgumentException e) {
            throw new SuiteFormatException("the upload is not a readable zip: " + e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return limits.bundle().withoutCommonFolder();
    }

    public byte[] toZip() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                out.putNextEntry(new ZipEntry(file.getKey()));
                out.write(file.getValue());
                out.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Zipping a folder puts its files under the folder's name; the suite's names start inside it. */
    private SuiteBundle withoutCommonFolder() {
        if (files.isEmpty() || files.containsKey("assignment.json")) {
            return this;
        }
        String first = files.firstKey();
        int slash = first.indexOf('/');
        if (slash < 0) {
            return this;
        }
        String prefix = first.substring(0, slash + 1);
        if (!files.keySet().stream().allMatch(name -> name.startsWith(prefix))) {
            return this;
        }
        SortedMap<String, byte[]> inner = new TreeMap<>();
        files.forEach((name, bytes) -> inner.put(name.substring(prefix.length()), bytes));
        return new SuiteBundle(inner);
    }

    private static boolean ignored(String name) {
        for (String part : name.split("/")) {
            if (part.startsWith(".") && !part.equals(".") || part.equals("__MACOSX")) {
                return true;
            }
        }
        return false;
    }

    private static void requireInside(String name) {
        if (name.startsWith("/") || name.contains(":") || List.of(name.split("/")).contains("..")) {
            throw new SuiteFormatException("the zip entry " + name + " points outside the suite's folder");
        }
    }

    /** Counts files and bytes as they are read, so a zip bomb stops early. */
    private static final class Limits {
        private final SortedMap<String, byte[]> files = new TreeMap<>();
        private long total;

        void add(String name, byte[] bytes) {
            if (files.size() == MAX_FILES) {
                throw new SuiteFormatException("a suite may hold at most " + MAX_FILES + " files");
            }
            if (files.put(name, bytes) != null) {
                throw new SuiteFormatException("the file " + name + " appears twice");
            }
            total += bytes.length;
            if (total > MAX_TOTAL_BYTES) {
                throw new SuiteFormatException("a suite may hold at most " + MAX_TOTAL_BYTES + " bytes");
            }
        }

        byte[] readCapped(ZipInputStream in, String name) throws IOException {
            byte[] bytes = in.readNBytes((int) (MAX_TOTAL_BYTES - total + 1));
            if (total + bytes.length > MAX_TOTAL_BYTES) {
                throw new SuiteFormatException("a suite may hold at most " + MAX_TOTAL_BYTES + " bytes (at " + name + ")");
            }
            return bytes;
        }

        SuiteBundle bundle() {
            return new SuiteBundle(files);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SuiteBundle that && sha256().equals(that.sha256());
    }

    @Override
    public int hashCode() {
        return sha256().hashCode();
    }

    @Override
    public String toString() {
        return "SuiteBundle" + new ArrayList<>(files.keySet());
    }
}
