package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.ClassPreparation;
import dev.boundedloop.grader.grading.Grader;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.grading.UnmeteredIsolation;
import dev.boundedloop.grader.sandbox.InMemoryCompiler;
import dev.boundedloop.grader.sandbox.PolicyApiClasspath;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Where grading runs. The one place to swap in the sandbox's worker-pool grader: replace the
 * {@link #submissionGrader} bean; nothing else in the service knows how grading is done.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(QueueProperties.class)
class GradingConfiguration {

    private static final Logger log = LoggerFactory.getLogger(GradingConfiguration.class);

    @Bean
    SuiteCatalog suiteCatalog() {
        return SuiteCatalog.packaged();
    }

    /**
     * STAND-IN until the worker-pool sandbox lands: grades in this JVM, unverified and unmetered,
     * like local CLI grading. One grader per grading thread, because a grader's JUnit launcher is
     * not meant to be shared between threads.
     */
    @Bean
    SubmissionGrader submissionGrader(SuiteCatalog catalog) {
        log.warn("Grading in-process without the sandbox: learner code is neither verified nor metered");
        Path policyApi = PolicyApiClasspath.extractToTemporaryDirectory();
        ThreadLocal<SubmissionGrader> perThread = ThreadLocal.withInitial(() -> new InProcessSubmissionGrader(catalog,
                new Grader(new InMemoryCompiler(policyApi), ClassPreparation.TRUSTED_CODE_ONLY, new UnmeteredIsolation())));
        return (assignment, source) -> perThread.get().grade(assignment, source);
    }
}
