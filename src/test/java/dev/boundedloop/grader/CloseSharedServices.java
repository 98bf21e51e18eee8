package dev.boundedloop.grader;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

/**
 * Closes the shared services when the test JVM's last test has run, before the JVM's shutdown
 * hooks start. Left to those hooks, Spring's close of a shared service raced the embedded
 * PostgreSQL's: a service whose database was already gone waited on dead connections until the
 * test runner killed the JVM, half a minute later.
 */
public final class CloseSharedServices implements LauncherSessionListener {

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        SharedService.closeAll();
    }
}
