package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import dev.boundedloop.grader.tiers.PostgresTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;

@PostgresTest
@ServiceTest
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
