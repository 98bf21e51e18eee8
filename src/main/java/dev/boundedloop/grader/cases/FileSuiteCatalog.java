package dev.boundedloop.grader.cases;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Stream;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/** Suites read from files, each read once: a folder of whole suites, or the built-in visible parts. */
final class FileSuiteCatalog implements SuiteCatalog {

    private final List<String> ids;
    private final Function<String, Suite> reader;
    private final Map<String, Suite> loaded = new ConcurrentHashMap<>();

    private FileSuiteCatalog(List<String> ids, Function<String, Suite> reader) {
        this.ids = List.copyOf(ids);
        this.reader = reader;
    }

    static FileSuiteCatalog builtIn(SuiteLoader loader) {
        return new FileSuiteCatalog(parseIndex(SuiteFiles.builtInIndex()),
                id -> loader.loadVisiblePart(SuiteFiles.builtIn(id)));
    }

    static FileSuiteCatalog directory(SuiteLoader loader, Path root) {
        return new FileSuiteCatalog(idsIn(root), id -> loader.load(SuiteBundle.fromDirectory(root.resolve(id))));
    }

    @Override
    public List<String> ids() {
        return ids;
    }

    @Override
    public Suite suite(String assignmentId) {
        if (!ids.contains(assignmentId)) {
            throw new UnknownAssignmentException(assignmentId, ids);
        }
        return loaded.computeIfAbsent(assignmentId, reader);
    }

    /** The ids that {@code assignments.json} lists, or else every folder with an {@code assignment.json}. */
    private static List<String> idsIn(Path root) {
        try {
            Path index = root.resolve("assignments.json");
            if (Files.exists(index)) {
                return parseIndex(Files.readAllBytes(index));
            }
            try (Stream<Path> folders = Files.list(root)) {
                return folders.filter(folder -> Files.isRegularFile(folder.resolve("assignment.json")))
                        .map(folder -> folder.getFileName().toString()).sorted().toList();
            }
        } catch (NoSuchFileException e) {
            throw new SuiteFormatException("no suites folder " + root);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the suites folder " + root, e);
        }
    }

    private static List<String> parseIndex(byte[] index) {
        return JsonMapper.builder().build().readValue(index, new TypeReference<List<String>>() {});
    }
}
