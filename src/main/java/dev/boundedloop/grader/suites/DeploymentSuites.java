package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Brings the deployment's suites into the store as the service starts, before it takes requests:
 * each assignment folder under {@code grader.suites.folder} (default {@code ./grader-cases}). Without
 * that folder the service refuses to start, since grading with the visible parts built into the jar
 * would drop every hidden case without a word; {@code grader.suites.visible-only=true} asks for
 * the visible parts on purpose. A folder version that is new and passes its check becomes active unless
 * an instructor activated an uploaded version, which wins.
 */
@Component
class DeploymentSuites implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(DeploymentSuites.class);
    private static final String DEPLOYMENT = "deployment";

    private final SuiteAuthoring authoring;
    private final SuiteVersionRows rows;
    private final Path folder;
    private final boolean visibleOnly;

    DeploymentSuites(SuiteAuthoring authoring, SuiteVersionRows rows,
            @Value("${grader.suites.folder:./grader-cases}") Path folder,
            @Value("${grader.suites.visible-only:false}") boolean visibleOnly) {
        this.authoring = authoring;
        this.rows = rows;
        this.folder = folder;
        this.visibleOnly = visibleOnly;
    }

    @Override
    public void afterPropertiesSet() {
        if (visibleOnly) {
            log.warn("Grading with the visible cases built into the jar only (grader.suites.visible-only=true): no"
                    + " hidden case is graded, and the suites folder {} is not read.", folder.toAbsolutePath());
            SuiteCatalog builtIn = SuiteCatalog.builtIn(KindRegistry.suiteLoader());
            for (String id : builtIn.ids()) {
                bringIn(id, builtIn.suite(id).files(), SuiteAuthoring.BUILT_IN);
            }
        } else if (Files.isDirectory(folder) && Files.isReadable(folder)) {
            SuiteCatalog deployed = SuiteCatalog.directory(KindRegistry.suiteLoader(), folder);
            for (String id : deployed.ids()) {
                bringIn(id, SuiteBundle.fromDirectory(folder.resolve(id)), SuiteAuthoring.FOLDER);
            }
        } else {
            throw new IllegalStateException("The suites folder " + folder.toAbsolutePath() + " (grader.suites.folder)"
                    + " is not a readable folder, so no hidden case could be graded. Start the service where the"
                    + " course's grader-cases folder is, set grader.suites.folder (GRADER_SUITES_FOLDER) to it, or set"
                    + " grader.suites.visible-only=true to grade with the visible cases built into the jar only.");
        }
    }

    private void bringIn(String assignment, SuiteBundle bundle, String origin) {
        SuiteVersion version;
        try {
            version = authoring.store(assignment, bundle, origin, DEPLOYMENT).version();
        } catch (RuntimeException unchecked) {
            log.error("The deployed suite of {} could not be checked, so it is not used until the next start: {}",
                    assignment, unchecked.getMessage());
            return;
        }
        if (!version.passed()) {
            log.error("The deployed suite of {} failed its check and is not used: {}", assignment,
                    version.check().summary());
            return;
        }
        AssignmentRecord record = rows.assignment(assignment).orElseThrow();
        boolean instructorsChoice = record.activeVersion() != null && rows.version(assignment, record.activeVersion())
                .map(active -> SuiteAuthoring.UPLOAD.equals(active.origin())).orElse(false);
        if (version.active() || instructorsChoice) {
            return;
        }
        authoring.activate(assignment, version.version());
        log.info("Suite version {} of {} ({}, sha256 {}) is active", version.version(), assignment, origin,
                version.suiteSha256());
    }
}
