package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteLoader;
import dev.boundedloop.grader.tiers.PackagedJarTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The jar is what learners hold, so it must hold no hidden case: read after {@code package}, every
 * entry of the jar the build just made is searched, by name and by content, for any trace of the
 * hidden cases of every assignment in grader-cases/. Runs in {@code verify} (failsafe), because only
 * then is the jar there.
 */
@PackagedJarTest
class JarHoldsNoHiddenCaseIT {

    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final String CASES_IN_JAR = "BOOT-INF/classes/grader-cases/";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final SuiteBundle WHOLE = SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(ASSIGNMENT));
    /** Every assignment that assignments.json lists: the jar holds the visible part of each. */
    private static final List<String> ASSIGNMENTS = JSON.readValue(
            readAll(TestSuites.FOLDER.resolve("assignments.json")), new tools.jackson.core.type.TypeReference<List<String>>() {});

    @TempDir Path dir;

    @Test
    void theBuiltJarHoldsTheVisiblePartAndNoTraceOfAHiddenCase() throws IOException {
        theJarHoldsTheVisiblePartAndNoTraceOfAHiddenCase(
                Path.of(System.getProperty("grader.jar", "target/admission-grader.jar")), CASES_IN_JAR);
    }

    /** The learner's jar, whose classes and resources lie at its root, and with the libraries' classes among them. */
    @Test
    void theLearnersJarHoldsTheVisiblePartAndNoTraceOfAHiddenCase() throws IOException {
        theJarHoldsTheVisiblePartAndNoTraceOfAHiddenCase(
                Path.of(System.getProperty("grader.cli.jar", "target/admission-grader-cli.jar")), "grader-cases/");
    }

    private static void theJarHoldsTheVisiblePartAndNoTraceOfAHiddenCase(Path jar, String casesInJar) throws IOException {
        assertThat(jar).as("the jar that package built (run with ./mvnw verify)").isRegularFile();

        Map<String, byte[]> visiblePart = new TreeMap<>();
        List<String> problems = scan(jar, casesInJar, visiblePart);

        assertThat(problems).as("traces of hidden cases in " + jar).isEmpty();
        // Not vacuous: the visible part is in the jar, each file exactly as in grader-cases/.
        Map<String, byte[]> expected = new TreeMap<>();
        expected.put("assignments.json", Files.readAllBytes(TestSuites.FOLDER.resolve("assignments.json")));
        for (String assignment : ASSIGNMENTS) {
            SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(assignment)).files().forEach((name, bytes) -> {
                if (!name.contains("/") && (name.endsWith(SuiteLoader.VISIBLE_CASE_FILE_SUFFIX)
                        || name.equals("assignment.json") || name.endsWith(".java"))) {
                    expected.put(assignment + "/" + name, bytes);
                }
            });
            assertThat(expected).containsKey(assignment + "/assignment.json");
        }
        assertThat(expected).containsKeys(ASSIGNMENT + "/decisions-visible.json", ASSIGNMENT + "/scenarios-visible.json",
                ASSIGNMENT + "/properties-visible.json", ASSIGNMENT + "/assignment.json", ASSIGNMENT + "/Starter.java");
        assertThat(visiblePart.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
        expected.forEach((name, bytes) -> assertThat(visiblePart.get(name)).as(name).isEqualTo(bytes));
    }

    /** The search is shown to work: a jar that does carry the whole suite is caught every way it looks. */
    @Test
    void aJarCarryingTheWholeSuiteIsCaught() throws IOException {
        Path jar = dir.resolve("leaky.jar");
        try (OutputStream file = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(file)) {
            for (Map.Entry<String, byte[]> entry : WHOLE.files().entrySet()) {
                zip.putNextEntry(new ZipEntry(CASES_IN_JAR + ASSIGNMENT + "/" + entry.getKey()));
                zip.write(entry.getValue());
                zip.closeEntry();
            }
            // A hidden case copied into a visible file, and hidden inputs pasted into a class's text.
            zip.putNextEntry(new ZipEntry("BOOT-INF/classes/static/notes-visible.json"));
            zip.write("{\"decisions\": [{\"id\": \"x\", \"visibility\": \"hidden\"}]}".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("BOOT-INF/classes/dev/Leak.class"));
            zip.write(("\u0000\u0001seed: 444\u0000usedCalls=5, maxCalls=5").getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }

        List<String> problems = scan(jar, CASES_IN_JAR, new TreeMap<>());

        assertThat(problems).anyMatch(p -> p.contains("catalogue/correct/Reference.java: a catalogue policy"))
                .anyMatch(p -> p.contains("decisions-hidden.json: a hidden case file"))
                .anyMatch(p -> p.contains("decisions-hidden.json: an object with visibility HIDDEN"))
                .anyMatch(p -> p.contains("notes-visible.json: an object with visibility hidden"))
                .anyMatch(p -> p.contains("scenarios-hidden.json: the hidden case id hidden-loop-07"))
                .anyMatch(p -> p.contains("Leak.class: hidden-property-loops seed 444"));
    }

    /**
     * Every problem in the jar, one line each; fills {@code visiblePart} with the suite files found
     * under grader-cases/. Nested jars (the dependencies) are third-party code and are not opened, nor are
     * the libraries' classes that the learner's jar carries flattened beside its own.
     */
    private static List<String> scan(Path jar, String casesInJar, Map<String, byte[]> visiblePart) throws IOException {
        List<HiddenCaseSecrets> secrets = ASSIGNMENTS.stream()
                .map(assignment -> HiddenCaseSecrets.of(TestSuites.whole(assignment)).notIn(visibleText(assignment))).toList();
        Map<String, Pattern> hiddenIds = new TreeMap<>();
        secrets.forEach(each -> each.hiddenIds().forEach(id ->
                hiddenIds.put(id, Pattern.compile("(?<![\\w-])" + Pattern.quote(id) + "(?![\\w-])"))));
        List<String> problems = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                String name = entry.getName();
                if (entry.isDirectory()) {
                    continue;
                }
                if (name.contains("catalogue/")) {
                    problems.add(name + ": a catalogue policy");
                }
                if (name.endsWith("-hidden.json")) {
                    problems.add(name + ": a hidden case file");
                }
                if (name.endsWith(".jar") || isThirdPartyClass(name)) {
                    continue;
                }
                byte[] bytes;
                try (InputStream in = zip.getInputStream(entry)) {
                    bytes = in.readAllBytes();
                }
                if (name.startsWith(casesInJar)) {
                    visiblePart.put(name.substring(casesInJar.length()), bytes);
                }
                if (name.endsWith(".json")) {
                    hiddenObjects(name, bytes, problems);
                }
                // Latin-1 keeps every byte, so text inside class files and resources reads as written.
                String text = new String(bytes, StandardCharsets.ISO_8859_1);
                hiddenIds.forEach((id, pattern) -> {
                    if (text.contains(id) && pattern.matcher(text).find()) {
                        problems.add(name + ": the hidden case id " + id);
                    }
                });
                secrets.forEach(each -> each.foundIn(text).forEach(found -> problems.add(name + ": " + found)));
            }
        }
        return problems;
    }

    private static void hiddenObjects(String name, byte[] bytes, List<String> problems) {
        JsonNode root;
        try {
            root = JSON.readTree(bytes);
        } catch (JacksonException unreadable) {
            problems.add(name + ": does not parse as JSON, so it could not be searched: " + unreadable.getOriginalMessage());
            return;
        }
        walk(root, node -> {
            JsonNode visibility = node.get("visibility");
            if (visibility != null && visibility.isString() && visibility.asString().equalsIgnoreCase("HIDDEN")) {
                problems.add(name + ": an object with visibility " + visibility.asString()
                        + (node.hasNonNull("id") ? " (" + node.get("id") + ")" : ""));
            }
        });
    }

    private static void walk(JsonNode node, Consumer<JsonNode> visit) {
        if (node.isObject()) {
            visit.accept(node);
        }
        node.values().forEach(child -> walk(child, visit));
    }

    /** An assignment's visible part's text: what the jar may hold, so a secret that is also in it is no secret. */
    private static String visibleText(String assignment) {
        StringBuilder text = new StringBuilder();
        SuiteBundle.fromDirectory(TestSuites.FOLDER.resolve(assignment)).files().forEach((name, bytes) -> {
            if (!name.contains("/") && !name.endsWith("-hidden.json")) {
                text.append(new String(bytes, StandardCharsets.UTF_8)).append('\n');
            }
        });
        return text.toString();
    }

    private static byte[] readAll(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** A library's class in the learner's jar: outside the project's packages, so built by no one here. */
    private static boolean isThirdPartyClass(String name) {
        return name.endsWith(".class") && !name.startsWith("dev/boundedloop/") && !name.startsWith("BOOT-INF/classes/");
    }
}
