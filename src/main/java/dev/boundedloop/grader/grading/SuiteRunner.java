package dev.boundedloop.grader.grading;

import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a grading's cases on the JUnit Platform. The launcher is built once, with only the suite
 * engine and no auto-registered extras, because building it is the platform's fixed cost.
 */
final class SuiteRunner {

    private final Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
            .enableTestEngineAutoRegistration(false)
            .enableLauncherSessionListenerAutoRegistration(false)
            .enableLauncherDiscoveryListenerAutoRegistration(false)
            .enableTestExecutionListenerAutoRegistration(false)
            .enablePostDiscoveryFilterAutoRegistration(false)
            .addTestEngines(new SuiteEngine())
            .build());

    ReportAssembler run(GradingRun run) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(new GradingSelector(run))
                .enableImplicitConfigurationParameters(false)
                .build();
        ReportAssembler assembler = new ReportAssembler(run);
        launcher.execute(request, assembler);
        return assembler;
    }
}
