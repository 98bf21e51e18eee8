package dev.boundedloop.grader.submission;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class ReportsReadBackOnPostgresTest extends ReportsReadBackContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("reportsreadback")));
    }
}
