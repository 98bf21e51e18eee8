package dev.boundedloop.grader.standings;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.stereotype.Component;

/**
 * Fills in the standings of a database written before they were kept (or by a replica of an older
 * version), once at start, before the service answers instructors.
 */
@Component
class StandingsBackfill implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(StandingsBackfill.class);

    private final LearnerStandings standings;

    StandingsBackfill(LearnerStandings standings) {
        this.standings = standings;
    }

    @Override
    public void afterPropertiesSet() {
        int filled = standings.fillMissing();
        if (filled > 0) {
            log.info("Computed {} learners' standings missing from the database", filled);
        }
    }
}
