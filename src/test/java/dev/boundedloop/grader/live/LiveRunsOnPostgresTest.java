package dev.boundedloop.grader.live;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class LiveRunsOnPostgresTest extends LiveRunContract {

    @BeforeAll
    static void startServices() {
        start(extra -> ServiceInstance.startOnPostgres(TestPostgres.newDatabase("live"), extra));
    }
}
