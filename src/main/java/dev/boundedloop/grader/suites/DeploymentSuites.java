package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.cases.SuiteCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Brings the deployment's suites into the store as the service starts, before it takes requests:
 * each assignment folder under {@code grader.suites.folder} (default {@code ./grader-cases}), or,
 * without that folder, the visible parts built into the jar. A folder version that is new and
 * passes its check becomes active unless an instructor activated an uploaded version, which wins.
 */
@Component
class DeploymentSuites implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(DeploymentSuites.class);
    private static final String DEPLOYMENT = "deployment";

    private final SuiteAuthoring authoring;
    private final SuiteVersionRows rows;
    private final Path folder;

    DeploymentSuites(SuiteAuthoring authoring, SuiteVersionRows rows,
            @Value("${grader.suites.folder:./grader-cases}") Path folder) {
        this.authoring = authoring;
        this.rows = rows;
        this.folder = folder;
    }

    @Override
    public void afterPropertiesSet() {
        if (Files.isDirectory(folder)) {
            SuiteCatalog deployed = SuiteCatalog.directory(folder);
            for (String id : deployed.ids()) {
                bringIn(id, SuiteBundle.fromDirectory(folder.resolve(id)), SuiteAuthoring.FOLDER);
            }
        } else {
            log.warn("No suites folder {}: grading with the visible cases built into the jar only. Deploy the "
                    + "course's grader-cases folder there, or set grader.suites.folder, to grade hidden cases.",
                    folder.toAbsolutePath());
            SuiteCatalog builtIn = SuiteCatalog.builtIn();
            for (String id : builtIn.ids()) {
                bringIn(id, builtIn.suite(id).files(), SuiteAuthoring.BUILT_IN);
            }
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
