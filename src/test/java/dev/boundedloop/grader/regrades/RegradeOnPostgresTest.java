package dev.boundedloop.grader.regrades;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;

@PostgresTest
@ServiceTest
class RegradeOnPostgresTest extends RegradeContract {

    @Override
    ServiceInstance start() {
        return ServiceInstance.startOnPostgres(TestPostgres.newDatabase("regrade"));
    }
}
