package dev.boundedloop.grader.similarity;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.TestPostgres;
import org.junit.jupiter.api.BeforeAll;

class SimilarityOnPostgresTest extends SimilarityContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.startOnPostgres(TestPostgres.newDatabase("similarity")));
    }
}
