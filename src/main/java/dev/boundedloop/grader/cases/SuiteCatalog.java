package dev.boundedloop.grader.cases;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The assignments the grader knows, each suite read once. The packaged catalogue lists its
 * assignments in {@code grader-cases/assignments.json}.
 */
public final class SuiteCatalog {

    private final List<String> ids;
    private final Function<String, SuiteFiles> files;
    private final Map<String, Suite> loaded = new ConcurrentHashMap<>();
    private final SuiteLoader loader = new SuiteLoader();

    private SuiteCatalog(List<String> ids, Function<String, SuiteFiles> files) {
        this.ids = List.copyOf(ids);
        this.files = files;
    }

    /** The suites packaged with the grader. */
    public static SuiteCatalog packaged() {
        return new SuiteCatalog(parseIndex(SuiteFiles.classpathIndex()), SuiteFiles::classpath);
    }

    /** Suites in a directory laid out like {@code grader-cases/}, for suite authors. */
    public static SuiteCatalog directory(Path root) {
        byte[] index = SuiteFiles.directory(root).read("assignments.json");
        return new SuiteCatalog(parseIndex(index), id -> SuiteFiles.directory(root.resolve(id)));
    }

    public List<String> ids() {
        return ids;
    }

    /** The assignment's suite; an unknown id is an error that lists the known ones. */
    public Suite suite(String assignmentId) {
        if (!ids.contains(assignmentId)) {
            throw new UnknownAssignmentException(assignmentId, ids);
        }
        return loaded.computeIfAbsent(assignmentId, id -> loader.load(files.apply(id)));
    }

    private static List<String> parseIndex(byte[] index) {
        return JsonMapper.builder().build().readValue(index, new TypeReference<List<String>>() {});
    }
}
