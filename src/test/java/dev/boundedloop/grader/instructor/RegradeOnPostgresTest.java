package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;

class RegradeOnPostgresTest extends RegradeContract {

    @Override
    ServiceInstance start() {
        return ServiceInstance.startOnPostgres(TestPostgres.newDatabase("regrade"));
    }
}
