package dev.boundedloop.grader.course;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ProcessTest
@ServiceTest
class CoursePolicyOnPostgresTest extends CoursePolicyContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startWith(MovableTime.class, TestPostgres.newDatabase("course_policy"),
                "--spring.datasource.username=" + TestPostgres.USER, "--spring.datasource.password=" + TestPostgres.PASSWORD));
    }
}
