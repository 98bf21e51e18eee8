package dev.boundedloop.grader.similarity;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Pairwise similarity of Java sources with JPlag: each source is tokenised by its syntax tree (so
 * renamed identifiers, reformatting and comments change nothing), and every pair is compared by greedy
 * string tiling. Code that matches the base code (the starter every learner begins from) is taken out
 * of each source before the pairs are compared, so what all learners inherit makes no one similar.
 *
 * <p>JPlag runs as a program of its own, the JPlag bridge, in a JVM of its own: JPlag is GPL-3.0 and
 * the service is Apache-2.0, so the service never links it (see NOTICE). Each call writes the sources
 * to a temporary folder of its own, one sub-folder per source, starts the bridge on it with the Java
 * that runs the service, waits for it at most the timeout, reads its answer (JSON on its standard
 * output) and deletes the folder. Calls may run concurrently. Whatever goes wrong with the bridge is a
 * {@link JplagException} that names the cause.
 */
public final class SourceSimilarity {

    /** The bridge's jar, in the JPlag folder; JPlag's own jars are in its {@code lib} folder. */
    public static final String BRIDGE_JAR = "admission-grader-jplag.jar";
    static final String BRIDGE_MAIN = "dev.boundedloop.grader.jplag.JplagBridge";
    /** The name the bridge gives itself in its answer and at the start of its own lines on standard error. */
    private static final String BRIDGE_NAME = "admission-grader-jplag";
    static final String FOLDER_PROPERTY = "grader.similarity.jplag-folder";
    static final String TIMEOUT_PROPERTY = "grader.similarity.jplag-timeout";
    private static final int PROTOCOL = 1;
    private static final String FILE = "Policy.java";
    /** How much of the bridge's standard error a failure quotes. */
    private static final int ERROR_TAIL = 1500;
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Path folder;
    private final Duration timeout;
    private final Path java;

    /**
     * @param folder the JPlag folder: the bridge's jar, and JPlag's jars in {@code lib}; a relative
     *     folder is taken from the working directory
     * @param timeout how long one comparison may take before the bridge is stopped
     */
    public SourceSimilarity(Path folder, Duration timeout) {
        this.folder = folder.toAbsolutePath().normalize();
        this.timeout = timeout;
        this.java = Path.of(System.getProperty("java.home"), "bin",
                System.getProperty("os.name", "").startsWith("Windows") ? "java.exe" : "java");
    }

    /** The folder the bridge is looked for in, absolute. */
    public Path folder() {
        return folder;
    }

    /** Why the bridge cannot run from the folder, or empty when it looks installed. */
    public Optional<String> installationProblem() {
        String where = "; set " + FOLDER_PROPERTY + " (GRADER_SIMILARITY_JPLAG_FOLDER) to the folder that holds it: "
                + "the build makes target/jplag, and the Docker image holds /app/jplag.";
        if (!Files.isDirectory(folder)) {
            return Optional.of("JPlag is not installed: there is no folder " + folder + where);
        }
        if (!Files.isRegularFile(folder.resolve(BRIDGE_JAR))) {
            return Optional.of("JPlag is not installed: " + folder + " holds no " + BRIDGE_JAR + where);
        }
        if (!Files.isDirectory(folder.resolve("lib"))) {
            return Optional.of("JPlag is not installed: " + folder + " holds no lib folder with JPlag's jars" + where);
        }
        return Optional.empty();
    }

    /**
     * Compares every source with every other.
     *
     * @param sources each source under a key of the caller's, in the map's order (a LinkedHashMap or a
     *     sorted map); pairs name sources by key, and a pair's {@code a} is the one that comes first
     * @param baseCode code every source was allowed to start from, or null
     * @param threshold the least similarity, from 0 to 1, of a pair that is kept
     * @throws JplagException when the bridge is not installed, cannot start, fails, runs out of time or
     *     answers with something that is not an answer
     */
    public SimilarityResult compare(Map<String, String> sources, String baseCode, double threshold) {
        return measure(sources, baseCode, threshold).result();
    }

    /**
     * A comparison and what the bridge said of its own cost.
     *
     * @param bridgeCpu CPU time the bridge's JVM used, start-up included
     * @param jplag wall-clock time of JPlag's own work within the bridge
     */
    public record Measured(SimilarityResult result, Duration bridgeCpu, Duration jplag) {}

    /** {@link #compare}, with what the bridge said of its own cost (zero when it did not run). */
    public Measured measure(Map<String, String> sources, String baseCode, double threshold) {
        if (sources.size() < 2) {
            return new Measured(new SimilarityResult(List.of(), sources.size(), List.of(),
                    List.of("Fewer than two sources: there is nothing to compare.")), Duration.ZERO, Duration.ZERO);
        }
        installationProblem().ifPresent(problem -> {
            throw new JplagException(problem);
        });
        Path work = createWorkFolder();
        try {
            Path root = Files.createDirectory(work.resolve("submissions"));
            Map<String, String> keyOfFolder = new HashMap<>();
            Map<String, Integer> order = new HashMap<>();
            int index = 0;
            for (Map.Entry<String, String> source : sources.entrySet()) {
                // Folder names of our own: JPlag names submissions after their folders, and keys need not be file names.
                String name = "s%05d".formatted(index);
                write(root.resolve(name), source.getValue());
                keyOfFolder.put(name, source.getKey());
                order.put(source.getKey(), index++);
            }
            List<String> arguments = new ArrayList<>(List.of("--submissions", root.toString(),
                    "--threshold", Double.toString(threshold)));
            if (baseCode != null) {
                Path base = work.resolve("base");
                write(base, baseCode);
                arguments.addAll(List.of("--base", base.toString()));
            }
            JsonNode answer = run(work, arguments);

            List<String> notes = new ArrayList<>();
            if (baseCode == null) {
                notes.add("No base code was given: code that every source shares counts towards similarity.");
            } else if (answer.path("baseCodeError").isString()) {
                notes.add("The base code could not be used (" + answer.path("baseCodeError").asString()
                        + "); the sources were compared without it.");
            }
            Duration bridgeCpu = Duration.ofMillis(answer.path("cpuMillis").asLong(0));
            Duration jplag = Duration.ofMillis(answer.path("jplagMillis").asLong(0));
            if (!answer.path("enoughValid").isBoolean()) {
                throw malformed("no word of whether enough sources were valid");
            }
            if (!answer.get("enoughValid").asBoolean()) {
                notes.add("Fewer than two sources could be parsed into enough tokens: there is nothing to compare.");
                return new Measured(new SimilarityResult(List.of(), 0, List.copyOf(sources.keySet()), notes), bridgeCpu, jplag);
            }
            List<String> leftOut = new ArrayList<>();
            for (JsonNode invalid : array(answer, "invalid")) {
                leftOut.add(key(invalid, keyOfFolder));
            }
            leftOut.sort(Comparator.comparing(order::get));
            List<SimilarPair> pairs = new ArrayList<>();
            for (JsonNode pair : array(answer, "pairs")) {
                SimilarPair read = pair(pair, keyOfFolder);
                pairs.add(order.get(read.a()) < order.get(read.b()) ? read : read.swapped());
            }
            pairs.sort(Comparator.comparingDouble(SimilarPair::similarity).reversed()
                    // Among equally similar pairs, more shared code first: short solutions that converge
                    // on the same few tokens are less telling than long ones that share every token.
                    .thenComparing(Comparator.comparingInt(SimilarPair::sharedTokens).reversed())
                    .thenComparing(pair -> order.get(pair.a()))
                    .thenComparing(pair -> order.get(pair.b())));
            int compared = number(answer, "submissions");
            return new Measured(new SimilarityResult(List.copyOf(pairs), compared, List.copyOf(leftOut), notes), bridgeCpu, jplag);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the sources to compare", e);
        } finally {
            deleteQuietly(work);
        }
    }

    /** Runs the bridge on the work folder and returns its answer, checked to be one. */
    private JsonNode run(Path work, List<String> arguments) throws IOException {
        Path answer = work.resolve("answer.json");
        Path errors = work.resolve("errors.txt");
        List<String> command = new ArrayList<>(List.of(java.toString(),
                "-Dfile.encoding=UTF-8", "-XX:+UseSerialGC",
                "-cp", folder.resolve(BRIDGE_JAR) + File.pathSeparator + folder.resolve("lib") + File.separator + "*",
                BRIDGE_MAIN));
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile())
                .redirectOutput(answer.toFile()).redirectError(errors.toFile());
        // The bridge reads sources, not secrets: it gets none of the service's environment.
        Map<String, String> environment = builder.environment();
        Map<String, String> kept = new HashMap<>();
        for (String name : List.of("PATH", "LANG", "LC_ALL", "TZ", "TMPDIR")) {
            if (environment.containsKey(name)) {
                kept.put(name, environment.get(name));
            }
        }
        environment.clear();
        environment.putAll(kept);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new JplagException("Cannot start Java (" + java + ") to run JPlag: " + e.getMessage(), e);
        }
        process.getOutputStream().close();
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                stop(process);
                throw new JplagException("JPlag did not finish within " + timeout + " (" + TIMEOUT_PROPERTY
                        + ") and was stopped; raise the timeout for a class this large.");
            }
        } catch (InterruptedException e) {
            stop(process);
            Thread.currentThread().interrupt();
            throw new JplagException("Stopped while JPlag was running (the service is stopping).", e);
        }
        int exit = process.exitValue();
        if (exit != 0) {
            throw new JplagException("The JPlag bridge exited with code " + exit + tail(errors));
        }
        String text = Files.readString(answer, StandardCharsets.UTF_8);
        JsonNode json;
        try {
            json = JSON.readTree(text);
        } catch (JacksonException e) {
            throw garbage(text, "it is not JSON: " + e.getOriginalMessage());
        }
        if (json == null || !json.isObject() || !BRIDGE_NAME.equals(json.path("bridge").asString(null))) {
            throw garbage(text, "it is not the bridge's answer");
        }
        if (json.path("protocol").asInt(-1) != PROTOCOL) {
            throw garbage(text, "it speaks protocol " + json.path("protocol") + ", and the service protocol " + PROTOCOL
                    + ": the bridge in " + folder + " is of another version than the service");
        }
        return json;
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * What the bridge said of its failure, as a clause: its own line about it when it printed one (it
     * starts them with its name), else the end of its standard error.
     */
    private static String tail(Path errors) {
        try {
            String text = Files.readString(errors, StandardCharsets.UTF_8).strip();
            if (text.isEmpty()) {
                return ", and printed nothing on standard error.";
            }
            Optional<String> own = text.lines().filter(line -> line.startsWith(BRIDGE_NAME + ": ")).reduce((a, b) -> b);
            if (own.isPresent()) {
                return ": " + clip(own.get().substring(BRIDGE_NAME.length() + 2));
            }
            return ": " + clip(text);
        } catch (IOException | UncheckedIOException e) {
            return ".";
        }
    }

    private static String clip(String text) {
        return text.length() <= ERROR_TAIL ? text : "…" + text.substring(text.length() - ERROR_TAIL);
    }

    private JplagException garbage(String text, String why) {
        String start = text.strip();
        start = start.isEmpty() ? "nothing" : "'" + (start.length() <= 200 ? start : start.substring(0, 200) + "…") + "'";
        return new JplagException("JPlag's bridge (" + folder.resolve(BRIDGE_JAR) + ") answered with " + start
                + ", which cannot be read: " + why + ".");
    }

    private SimilarPair pair(JsonNode pair, Map<String, String> keyOfFolder) {
        List<MatchedLines> matches = new ArrayList<>();
        for (JsonNode match : array(pair, "matches")) {
            matches.add(new MatchedLines(lines(match, "a"), lines(match, "b"), number(match, "tokens")));
        }
        matches.sort(Comparator.comparingInt((MatchedLines m) -> m.a().startLine()));
        JsonNode similarity = pair.get("similarity");
        if (similarity == null || !similarity.isNumber()) {
            throw malformed("a pair without a similarity");
        }
        return new SimilarPair(key(pair.get("a"), keyOfFolder), key(pair.get("b"), keyOfFolder),
                round(similarity.asDouble()), List.copyOf(matches));
    }

    private LineRange lines(JsonNode match, String side) {
        JsonNode range = match.get(side);
        if (range == null || !range.isArray() || range.size() != 2 || !range.get(0).isInt() || !range.get(1).isInt()) {
            throw malformed("a match whose lines are not [first, last]");
        }
        return new LineRange(range.get(0).asInt(), range.get(1).asInt());
    }

    private String key(JsonNode name, Map<String, String> keyOfFolder) {
        String key = name == null || !name.isString() ? null : keyOfFolder.get(name.asString());
        if (key == null) {
            throw malformed("a source named " + name + ", which it was not given");
        }
        return key;
    }

    private Iterable<JsonNode> array(JsonNode node, String field) {
        JsonNode array = node.get(field);
        if (array == null || !array.isArray()) {
            throw malformed("no list of " + field);
        }
        return array;
    }

    private int number(JsonNode node, String field) {
        JsonNode number = node.get(field);
        if (number == null || !number.isInt()) {
            throw malformed("no number of " + field);
        }
        return number.asInt();
    }

    private JplagException malformed(String what) {
        return new JplagException("JPlag's bridge (" + folder.resolve(BRIDGE_JAR) + ") answered with " + what
                + ": the bridge and the service do not agree.");
    }

    private static double round(double similarity) {
        return Math.round(similarity * 10_000) / 10_000.0;
    }

    private static void write(Path folder, String source) throws IOException {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve(FILE), source, StandardCharsets.UTF_8);
    }

    private static Path createWorkFolder() {
        try {
            return Files.createTempDirectory("similarity-");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a temporary folder for the sources to compare", e);
        }
    }

    private static void deleteQuietly(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException ignored) {
            // A temporary folder left behind is no reason to fail a finished comparison.
        }
    }
}
