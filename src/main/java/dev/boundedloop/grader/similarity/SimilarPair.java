package dev.boundedloop.grader.similarity;

import java.util.Comparator;
import java.util.List;

/**
 * Two sources, named by the keys they were given, whose similarity reached the threshold: the share
 * of their tokens (base code left out) that lie in matches, and the matches in order of source a.
 */
public record SimilarPair(String a, String b, double similarity, List<MatchedLines> matches) {

    /** How many tokens the matches cover, in each source. */
    public int sharedTokens() {
        return matches.stream().mapToInt(MatchedLines::tokens).sum();
    }

    /** The same pair with a and b swapped, so a caller can order them as it likes. */
    SimilarPair swapped() {
        return new SimilarPair(b, a, similarity, matches.stream().map(MatchedLines::swapped)
                .sorted(Comparator.comparingInt((MatchedLines m) -> m.a().startLine())).toList());
    }
}
