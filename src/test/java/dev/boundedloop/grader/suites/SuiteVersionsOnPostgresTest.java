package dev.boundedloop.grader.suites;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class SuiteVersionsOnPostgresTest extends SuiteVersionsContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("suite_versions")));
    }
}
