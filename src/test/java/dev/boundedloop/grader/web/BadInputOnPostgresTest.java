package dev.boundedloop.grader.web;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class BadInputOnPostgresTest extends BadInputContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("badinput")));
    }
}
