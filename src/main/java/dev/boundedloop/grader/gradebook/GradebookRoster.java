package dev.boundedloop.grader.gradebook;

import java.util.HashMap;
import java.util.Map;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** Who each learner is, for the gradebook's columns: the roster's rows by learner id. */
@Component
class GradebookRoster {

    private final JdbcClient jdbc;

    GradebookRoster(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    Map<String, RosterEntry> byId() {
        Map<String, RosterEntry> roster = new HashMap<>();
        jdbc.sql("SELECT id, name, email, section FROM learners")
                .query((rs, row) -> new RosterEntry(rs.getString("id"), rs.getString("name"), rs.getString("email"),
                        rs.getString("section")))
                .list().forEach(entry -> roster.put(entry.id(), entry));
        return roster;
    }
}
