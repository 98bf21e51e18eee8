package dev.boundedloop.grader.similarity;

import dev.boundedloop.grader.ServiceInstance;
import org.junit.jupiter.api.BeforeAll;

class SimilarityOnH2Test extends SimilarityContract {

    @BeforeAll
    static void startService() {
        start(ServiceInstance.start("jdbc:h2:mem:similarity;DB_CLOSE_DELAY=-1"));
    }
}
