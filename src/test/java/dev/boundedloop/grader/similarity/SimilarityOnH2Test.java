package dev.boundedloop.grader.similarity;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class SimilarityOnH2Test extends SimilarityContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:similarity;DB_CLOSE_DELAY=-1"));
    }
}
