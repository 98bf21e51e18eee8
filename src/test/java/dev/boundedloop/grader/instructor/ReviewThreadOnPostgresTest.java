package dev.boundedloop.grader.instructor;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;

class ReviewThreadOnPostgresTest extends ReviewThreadContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("review_thread")));
    }

    @Override
    protected List<String> emptyDatabase() {
        return List.of(TestPostgres.newDatabase("review_migration"), TestPostgres.USER, TestPostgres.PASSWORD);
    }
}
