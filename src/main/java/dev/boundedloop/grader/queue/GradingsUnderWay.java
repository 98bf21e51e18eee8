package dev.boundedloop.grader.queue;

import dev.boundedloop.grader.grading.GradingProgress;
import dev.boundedloop.grader.grading.LiveProgress;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;

/**
 * The gradings this replica is running, by submission, so a poll can say which stage and case one
 * is in. Another replica's gradings are not known here; their submissions show their status alone.
 */
@Component
public class GradingsUnderWay {

    private final Map<UUID, LiveProgress> running = new ConcurrentHashMap<>();

    LiveProgress begin(UUID submission) {
        LiveProgress progress = new LiveProgress();
        running.put(submission, progress);
        return progress;
    }

    void end(UUID submission, LiveProgress progress) {
        running.remove(submission, progress);
    }

    public Optional<GradingProgress> progress(UUID submission) {
        LiveProgress progress = running.get(submission);
        return progress == null ? Optional.empty() : progress.now();
    }
}
