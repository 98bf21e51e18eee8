package dev.boundedloop.grader.lti.roster;

import dev.boundedloop.grader.lti.launch.LtiLaunched;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A launch that carries the memberships claim begins a roster sync of its context, in the background so
 * that the launch does not wait on the LMS; one sync per context at a time (launches of a whole class at
 * the start of a lesson would otherwise each read the same roster).
 */
@Component
class RosterSyncOnLaunch implements DisposableBean {

    private static final Logger log = LoggerFactory.getLogger(RosterSyncOnLaunch.class);

    private final RosterSync sync;
    private final Set<String> running = ConcurrentHashMap.newKeySet();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(task -> {
        Thread t = new Thread(task, "lti-roster-sync");
        t.setDaemon(true);
        return t;
    });

    RosterSyncOnLaunch(RosterSync sync) {
        this.sync = sync;
    }

    @EventListener
    void on(LtiLaunched launched) {
        var launch = launched.launch();
        if (launch.membershipsUrl() == null || launch.contextId() == null) {
            return;
        }
        long platform = launch.platform().id();
        String key = platform + "\n" + launch.contextId();
        if (!running.add(key)) {
            return;
        }
        thread.execute(() -> {
            try {
                sync.sync(platform, launch.contextId());
            } catch (RuntimeException e) {
                // kept on the context for instructors; the launch went on without it
                log.warn("LTI roster sync after a launch from context {} failed: {}", launch.contextId(), e.getMessage());
            } finally {
                running.remove(key);
            }
        });
    }

    @Override
    public void destroy() {
        thread.shutdownNow();
    }
}
