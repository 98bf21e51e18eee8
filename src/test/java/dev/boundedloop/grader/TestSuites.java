package dev.boundedloop.grader;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.TreeMap;
import java.util.function.Consumer;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The project's whole suites, hidden cases and catalogue included, as the service reads them from grader-cases/. */
public final class TestSuites {

    public static final Path FOLDER = Path.of("grader-cases");
    public static final SuiteCatalog WHOLE = SuiteCatalog.directory(KindRegistry.suiteLoader(), FOLDER);
    public static final Path CH03_CATALOGUE = FOLDER.resolve("ch03-unit-a/catalogue");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private TestSuites() {}

    public static Suite whole(String assignment) {
        return WHOLE.suite(assignment);
    }

    /** The suite's files with one JSON file edited, as a suite author's slip would leave them. */
    public static SuiteBundle edited(SuiteBundle suite, String file, Consumer<JsonNode> edit) {
        JsonNode root = JSON.readTree(suite.read(file));
        edit.accept(root);
        TreeMap<String, byte[]> files = new TreeMap<>(suite.files());
        files.put(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root).getBytes(StandardCharsets.UTF_8));
        return new SuiteBundle(files);
    }
}
