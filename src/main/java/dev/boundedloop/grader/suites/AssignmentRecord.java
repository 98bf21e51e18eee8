package dev.boundedloop.grader.suites;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;

/**
 * An assignment as the course lists it. OPEN takes submissions; DRAFT has no active version
 * yet (learners do not see it); RETIRED takes no new submissions, and its reports stay.
 */
public record AssignmentRecord(String id, String title, Integer activeVersion, Instant createdAt, Instant retiredAt) {

    @JsonProperty("state")
    public String state() {
        if (retiredAt != null) {
            return "RETIRED";
        }
        return activeVersion == null ? "DRAFT" : "OPEN";
    }

    @JsonIgnore
    public boolean open() {
        return "OPEN".equals(state());
    }
}
