package dev.boundedloop.grader.similarity;

import de.jplag.JPlag;
import de.jplag.JPlagComparison;
import de.jplag.JPlagResult;
import de.jplag.Submission;
import de.jplag.Token;
import de.jplag.clustering.ClusteringOptions;
import de.jplag.exceptions.BasecodeException;
import de.jplag.exceptions.ExitException;
import de.jplag.options.JPlagOptions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Pairwise similarity of Java sources with JPlag: each source is tokenised by its syntax tree (so
 * renamed identifiers, reformatting and comments change nothing), and every pair is compared by greedy
 * string tiling. Code that matches the base code (the starter every learner begins from) is taken out
 * of each source before the pairs are compared, so what all learners inherit makes no one similar.
 *
 * <p>JPlag 4 reads sources from files only: each call writes them to a temporary folder of its own,
 * one sub-folder per source, and deletes it before it returns. Calls may run concurrently.
 */
public final class SourceSimilarity {

    private static final String FILE = "Policy.java";

    private SourceSimilarity() {}

    /**
     * Compares every source with every other.
     *
     * @param sources each source under a key of the caller's, in the map's order (a LinkedHashMap or a
     *     sorted map); pairs name sources by key, and a pair's {@code a} is the one that comes first
     * @param baseCode code every source was allowed to start from, or null
     * @param threshold the least similarity, from 0 to 1, of a pair that is kept
     */
    public static SimilarityResult compare(Map<String, String> sources, String baseCode, double threshold) {
        if (sources.size() < 2) {
            return new SimilarityResult(List.of(), sources.size(), List.of(),
                    List.of("Fewer than two sources: there is nothing to compare."));
        }
        Path work = createWorkFolder();
        try {
            Path root = Files.createDirectory(work.resolve("submissions"));
            Map<String, String> keyOfFolder = new HashMap<>();
            Map<String, Integer> order = new HashMap<>();
            int index = 0;
            for (Map.Entry<String, String> source : sources.entrySet()) {
                // Folder names of our own: JPlag names submissions after their folders, and keys need not be file names.
                String folder = "s%05d".formatted(index);
                write(root.resolve(folder), source.getValue());
                keyOfFolder.put(folder, source.getKey());
                order.put(source.getKey(), index++);
            }
            JPlagOptions options = new JPlagOptions(new de.jplag.java.Language(), Set.of(root.toFile()), Set.of())
                    .withSimilarityThreshold(threshold)
                    .withMaximumNumberOfComparisons(JPlagOptions.SHOW_ALL_COMPARISONS)
                    .withClusteringOptions(new ClusteringOptions().withEnabled(false));
            List<String> notes = new ArrayList<>();
            JPlagResult result;
            if (baseCode == null) {
                notes.add("No base code was given: code that every source shares counts towards similarity.");
                result = runWithoutBaseCode(options);
            } else {
                Path base = work.resolve("base");
                write(base, baseCode);
                try {
                    result = run(options.withBaseCodeSubmissionDirectory(base.toFile()));
                } catch (BasecodeException e) {
                    notes.add("The base code could not be used (" + e.getMessage()
                            + "); the sources were compared without it.");
                    result = runWithoutBaseCode(options);
                }
            }
            if (result == null) {
                notes.add("Fewer than two sources could be parsed into enough tokens: there is nothing to compare.");
                return new SimilarityResult(List.of(), 0, List.copyOf(sources.keySet()), notes);
            }
            List<String> leftOut = result.getSubmissions().getInvalidSubmissions().stream()
                    .map(submission -> keyOfFolder.get(submission.getName()))
                    .sorted(Comparator.comparing(order::get)).toList();
            List<SimilarPair> pairs = result.getAllComparisons().stream()
                    .filter(comparison -> comparison.similarity() >= threshold)
                    .map(comparison -> pair(comparison, keyOfFolder))
                    .map(pair -> order.get(pair.a()) < order.get(pair.b()) ? pair : pair.swapped())
                    .sorted(Comparator.comparingDouble(SimilarPair::similarity).reversed()
                            // Among equally similar pairs, more shared code first: short solutions that converge
                            // on the same few tokens are less telling than long ones that share every token.
                            .thenComparing(Comparator.comparingInt(SimilarPair::sharedTokens).reversed())
                            .thenComparing(pair -> order.get(pair.a()))
                            .thenComparing(pair -> order.get(pair.b())))
                    .toList();
            return new SimilarityResult(pairs, result.getSubmissions().numberOfSubmissions(), leftOut, notes);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the sources to compare", e);
        } finally {
            deleteQuietly(work);
        }
    }

    /** JPlag's result, or null when fewer than two sources could be parsed. */
    private static JPlagResult run(JPlagOptions options) throws BasecodeException {
        try {
            return new JPlag(options).run();
        } catch (BasecodeException e) {
            throw e;
        } catch (de.jplag.exceptions.SubmissionException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("Not enough valid submissions")) {
                return null;
            }
            throw new IllegalStateException("JPlag failed: " + e.getMessage(), e);
        } catch (ExitException e) {
            throw new IllegalStateException("JPlag failed: " + e.getMessage(), e);
        }
    }

    private static JPlagResult runWithoutBaseCode(JPlagOptions options) {
        try {
            return run(options);
        } catch (BasecodeException e) {
            throw new IllegalStateException("JPlag complained of base code it was not given", e);
        }
    }

    private static SimilarPair pair(JPlagComparison comparison, Map<String, String> keyOfFolder) {
        List<Token> first = comparison.firstSubmission().getTokenList();
        List<Token> second = comparison.secondSubmission().getTokenList();
        List<MatchedLines> matches = comparison.matches().stream()
                .map(match -> new MatchedLines(lines(first, match.startOfFirst(), match.length()),
                        lines(second, match.startOfSecond(), match.length()), match.length()))
                .sorted(Comparator.comparingInt((MatchedLines m) -> m.a().startLine()))
                .toList();
        return new SimilarPair(name(comparison.firstSubmission(), keyOfFolder),
                name(comparison.secondSubmission(), keyOfFolder), round(comparison.similarity()), matches);
    }

    private static String name(Submission submission, Map<String, String> keyOfFolder) {
        return keyOfFolder.get(submission.getName());
    }

    /** The lines a match covers: from its first token's line to its last's (end-of-file markers have none). */
    private static LineRange lines(List<Token> tokens, int start, int length) {
        int first = Integer.MAX_VALUE;
        int last = 0;
        for (Token token : tokens.subList(start, start + length)) {
            if (token.getLine() > 0) {
                first = Math.min(first, token.getLine());
                last = Math.max(last, token.getLine());
            }
        }
        return first == Integer.MAX_VALUE ? new LineRange(0, 0) : new LineRange(first, last);
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
