package dev.boundedloop.grader.live;

import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.SubmissionGrader;
import dev.boundedloop.grader.outbound.OutboundGuard;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.support.TransactionTemplate;

/** Live runs, with the live model the properties and the environment name, or none. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(LiveModelProperties.class)
class LiveRunConfiguration {

    private static final Logger log = LoggerFactory.getLogger(LiveRunConfiguration.class);

    @Bean
    LiveRuns liveRuns(JdbcClient jdbc, SuiteCatalog catalog, SubmissionGrader sandbox, LiveRunStore store,
            AuditTrail audit, TransactionTemplate transactions, LiveModelProperties properties, Clock clock,
            OutboundGuard guard) {
        LiveModelProperties.Choice choice = properties.choose(System::getenv);
        if (choice.settings() != null) {
            log.info("Live runs use {}", choice.settings());
        } else {
            log.info("Live runs show the scripted model's run: {}", choice.unavailable());
        }
        return new LiveRuns(jdbc, catalog, sandbox, store, audit, transactions, choice, properties.concurrentRuns(),
                clock, guard);
    }
}
