package dev.boundedloop.grader.similarity;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Similarity runs' settings ({@code grader.similarity.*}).
 *
 * @param defaultThreshold the least similarity of a pair a run keeps when the request names none
 *     (default 0.5: a renamed copy scores near 1, structurally different solutions near 0)
 * @param minThreshold the least threshold a request may ask for (default 0.1); lower ones would keep
 *     nearly every pair of an assignment whose solutions are a dozen lines
 * @param maxPairs the most pairs a run keeps, the most similar first (default 2000); the run says how
 *     many it found
 * @param queueCapacity runs of different assignments that may wait on this replica while one runs
 *     (default 8); more get 503
 * @param abandonAfter a run still QUEUED or RUNNING this long after it was requested is taken for
 *     lost (its replica stopped) and marked FAILED when the next one is requested (default 10m; a run
 *     over 300 learners takes well under a minute)
 * @param jplagFolder the folder of the JPlag bridge, the program that runs JPlag in a JVM of its own:
 *     admission-grader-jplag.jar, and JPlag's jars in lib/ (default target/jplag, where the build makes
 *     it, from the working directory; the Docker image sets /app/jplag). Without it, similarity runs fail
 *     and say so
 * @param jplagTimeout how long JPlag may take over one run before it is stopped and the run fails
 *     (default 5m)
 */
@ConfigurationProperties("grader.similarity")
public record SimilarityProperties(
        @DefaultValue("0.5") double defaultThreshold,
        @DefaultValue("0.1") double minThreshold,
        @DefaultValue("2000") int maxPairs,
        @DefaultValue("8") int queueCapacity,
        @DefaultValue("10m") Duration abandonAfter,
        @DefaultValue("target/jplag") String jplagFolder,
        @DefaultValue("5m") Duration jplagTimeout) {

    public SimilarityProperties {
        if (minThreshold <= 0 || minThreshold > 1 || defaultThreshold < minThreshold || defaultThreshold > 1) {
            throw new IllegalArgumentException(
                    "grader.similarity: 0 < min-threshold <= default-threshold <= 1, e.g. 0.1 and 0.5");
        }
        if (maxPairs < 1 || queueCapacity < 1 || abandonAfter.isNegative() || abandonAfter.isZero()) {
            throw new IllegalArgumentException(
                    "grader.similarity: max-pairs >= 1, queue-capacity >= 1 and abandon-after > 0, e.g. 2000, 8 and 10m");
        }
        if (jplagFolder.isBlank() || jplagTimeout.isNegative() || jplagTimeout.isZero()) {
            throw new IllegalArgumentException("grader.similarity: a jplag-folder and jplag-timeout > 0, e.g. /app/jplag and 5m");
        }
    }
}
