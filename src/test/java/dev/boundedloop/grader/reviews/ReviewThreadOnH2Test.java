package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;

@ServiceTest
class ReviewThreadOnH2Test extends ReviewThreadContract {

    @BeforeAll
    static void startService() {
        share(SharedService.onH2());
    }

    @Override
    protected List<String> emptyDatabase() {
        return List.of("jdbc:h2:mem:review-migration-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "sa", "");
    }
}
