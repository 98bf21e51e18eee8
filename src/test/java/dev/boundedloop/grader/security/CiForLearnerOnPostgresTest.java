package dev.boundedloop.grader.security;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class CiForLearnerOnPostgresTest extends CiForLearnerContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("ci_for_learner")));
    }
}
