package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.SharedService;
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
        share(SharedService.onPostgres());
    }

    @Override
    protected List<String> emptyDatabase() {
        return List.of(TestPostgres.newDatabase("review_migration"), TestPostgres.USER, TestPostgres.PASSWORD);
    }
}
