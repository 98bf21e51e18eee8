package dev.boundedloop.grader.similarity;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.problems.GraderProblem;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;

/**
 * Starts similarity runs and runs them in the background, one at a time on this replica (a run keeps
 * both cores busy for seconds; two at once would only take turns). One run per assignment may be
 * under way across all replicas: asking for another while one is QUEUED or RUNNING is a 409 that names
 * the run under way, rather than handing back a run whose threshold the caller did not choose.
 */
@Service
@EnableConfigurationProperties(SimilarityProperties.class)
public class SimilarityRuns implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(SimilarityRuns.class);
    /** similarity_runs.message holds 4000 characters. */
    private static final int MESSAGE_LENGTH = 4000;
    private static final int LEFT_OUT_NAMED = 20;

    private final SuiteCatalog catalog;
    private final FinalSubmissions finalSubmissions;
    private final SimilarityRunStore store;
    private final SimilarityProperties properties;
    private final Clock clock;
    private final SourceSimilarity similarity;
    private final ThreadPoolExecutor executor;
    /** Runs this replica accepted and has not finished: the ones to fail if it stops. */
    private final Set<UUID> mine = ConcurrentHashMap.newKeySet();

    SimilarityRuns(SuiteCatalog catalog, FinalSubmissions finalSubmissions, SimilarityRunStore store,
            SimilarityProperties properties, Clock clock) {
        this.catalog = catalog;
        this.finalSubmissions = finalSubmissions;
        this.store = store;
        this.properties = properties;
        this.clock = clock;
        this.similarity = new SourceSimilarity(Path.of(properties.jplagFolder()), properties.jplagTimeout());
        similarity.installationProblem().ifPresent(problem ->
                log.warn("Similarity runs will fail until JPlag is installed. {}", problem));
        this.executor = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(properties.queueCapacity()), runnable -> {
                    Thread thread = new Thread(runnable, "similarity-run");
                    thread.setDaemon(true); // a stopping JVM need not wait for a run; destroy() stops JPlag
                    return thread;
                });
    }

    /**
     * Queues a run over the assignment's final submissions.
     *
     * @param threshold the least similarity of the pairs to keep, or null for the configured default
     * @throws dev.boundedloop.grader.cases.UnknownAssignmentException for an assignment with no suite
     */
    public SimilarityRun start(String assignment, Double threshold, String requestedBy) {
        catalog.suite(assignment);
        double kept = threshold == null ? properties.defaultThreshold() : checked(threshold);
        var now = clock.instant();
        if (store.abandonIfRequestedBefore(assignment, now.minus(properties.abandonAfter()), now,
                "Abandoned: not finished " + properties.abandonAfter() + " after it was requested "
                        + "(the replica running it probably stopped).")) {
            log.warn("Marked a similarity run of {} FAILED: not finished after {}", assignment, properties.abandonAfter());
        }
        UUID id = UUID.randomUUID();
        try {
            store.insertQueued(id, assignment, requestedBy, now, kept);
        } catch (DuplicateKeyException e) {
            throw underWay(assignment);
        }
        mine.add(id);
        try {
            executor.execute(() -> run(id, assignment, kept));
        } catch (RejectedExecutionException e) {
            mine.remove(id);
            store.fail(id, clock.instant(), "Not started: this replica already had "
                    + properties.queueCapacity() + " similarity runs waiting.");
            throw new GraderProblem(GraderProblem.Kind.UNAVAILABLE, "Too many similarity runs",
                    "This replica already has " + properties.queueCapacity() + " similarity runs of other assignments "
                            + "waiting; try again when one has finished.");
        }
        return store.find(assignment, id).orElseThrow();
    }

    /** The assignment's most recently requested run, in whatever state. */
    public SimilarityRun latest(String assignment) {
        catalog.suite(assignment);
        return store.latest(assignment).orElseThrow(() -> GraderProblem.notFound("No similarity run of '" + assignment
                + "' yet; POST " + path(assignment) + " starts one."));
    }

    public SimilarityRun find(String assignment, UUID run) {
        catalog.suite(assignment);
        return store.find(assignment, run).orElseThrow(() -> GraderProblem.notFound("No similarity run " + run + " of '"
                + assignment + "'; GET " + path(assignment) + " shows the latest one."));
    }

    public static String path(String assignment) {
        return "/api/instructor/assignments/" + assignment + "/similarity";
    }

    private double checked(double threshold) {
        if (!(threshold >= properties.minThreshold() && threshold <= 1)) {
            throw GraderProblem.badRequest("threshold must be a number from " + properties.minThreshold()
                    + " to 1 (the least similarity of a pair to keep), not " + threshold);
        }
        return threshold;
    }

    private GraderProblem underWay(String assignment) {
        GraderProblem problem = GraderProblem.conflict("A similarity run of '" + assignment + "' is already under way; "
                + "GET " + path(assignment) + " shows it, and a new one may start when it is DONE or FAILED.");
        store.active(assignment).ifPresent(active -> {
            problem.with("runId", active.id());
            problem.with("state", active.state());
            problem.at(URI.create(path(assignment) + "/" + active.id()));
        });
        return problem;
    }

    private void run(UUID id, String assignment, double threshold) {
        try {
            if (!store.markRunning(id, clock.instant())) {
                return; // failed meanwhile (abandoned, or this replica is stopping)
            }
            List<FinalSubmissions.FinalSubmission> finals = finalSubmissions.of(assignment);
            if (finals.size() < 2) {
                store.finish(id, clock.instant(), finals.size(), 0, List.of(), (finals.size() == 1 ? "Only 1 learner has"
                        : finals.isEmpty() ? "No learner has" : finals.size() + " learners have")
                        + " a graded submission of '" + assignment + "': there is nothing to compare.");
                return;
            }
            Map<String, String> sources = new LinkedHashMap<>();
            Map<String, UUID> submissionOf = new LinkedHashMap<>();
            for (FinalSubmissions.FinalSubmission submission : finals) {
                sources.put(submission.learner(), submission.source());
                submissionOf.put(submission.learner(), submission.submission());
            }
            SimilarityResult result = similarity.compare(sources, catalog.suite(assignment).starterSource(), threshold);
            List<LearnerPair> kept = result.pairs().stream().limit(properties.maxPairs())
                    .map(pair -> new LearnerPair(pair.a(), submissionOf.get(pair.a()), pair.b(), submissionOf.get(pair.b()),
                            pair.similarity(), pair.matches()))
                    .toList();
            store.finish(id, clock.instant(), result.compared(), result.pairs().size(), kept,
                    message(finals.size(), result, kept.size(), threshold));
        } catch (JplagException e) {
            log.error("Similarity run {} of {} failed: {}", id, assignment, e.getMessage());
            fail(id, "The run failed: " + e.getMessage() + " Tell the operators if it persists.");
        } catch (RuntimeException | Error e) {
            log.error("Similarity run {} of {} failed", id, assignment, e);
            fail(id, "The run failed: " + e + ". Try again; tell the operators if it persists.");
        } finally {
            mine.remove(id);
        }
    }

    private void fail(UUID id, String failure) {
        store.fail(id, clock.instant(), failure.length() <= MESSAGE_LENGTH ? failure : failure.substring(0, MESSAGE_LENGTH));
    }

    private static String message(int learners, SimilarityResult result, int kept, double threshold) {
        List<String> lines = new ArrayList<>();
        lines.add("Compared " + result.compared() + " of " + learners + " learners' final submissions; "
                + result.pairs().size() + " pairs reached " + threshold + ".");
        if (kept < result.pairs().size()) {
            lines.add("Only the " + kept + " most similar pairs are kept.");
        }
        if (!result.leftOut().isEmpty()) {
            List<String> named = result.leftOut().stream().limit(LEFT_OUT_NAMED).toList();
            lines.add("Left out, as not parseable or too short to hold one match: " + String.join(", ", named)
                    + (result.leftOut().size() > named.size() ? " and " + (result.leftOut().size() - named.size()) + " more" : "")
                    + ".");
        }
        lines.addAll(result.notes());
        String message = String.join(" ", lines);
        return message.length() <= MESSAGE_LENGTH ? message : message.substring(0, MESSAGE_LENGTH - 1) + "…";
    }

    /** Fails the runs this replica will not finish, so their assignments are free for a new one at once. */
    @Override
    public void destroy() {
        executor.shutdownNow();
        for (UUID id : Set.copyOf(mine)) {
            try {
                store.fail(id, clock.instant(), "The service stopped before the run finished; start a new one.");
            } catch (RuntimeException e) {
                log.warn("Could not mark similarity run {} FAILED on shutdown; it is abandoned after {}", id,
                        properties.abandonAfter(), e);
            }
        }
    }
}
