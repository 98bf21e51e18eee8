package dev.boundedloop.grader.similarity;

import java.util.List;

/**
 * What one comparison found.
 *
 * @param pairs the pairs at or above the threshold, most similar first
 * @param compared how many sources took part (those in {@code leftOut} did not)
 * @param leftOut keys of sources that could not be compared: not parseable, or too short to hold one match
 * @param notes what a reader should know about how the comparison ran, for people
 */
public record SimilarityResult(List<SimilarPair> pairs, int compared, List<String> leftOut, List<String> notes) {}
