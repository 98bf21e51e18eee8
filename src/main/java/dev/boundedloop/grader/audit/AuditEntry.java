package dev.boundedloop.grader.audit;

import java.time.Instant;
import tools.jackson.databind.JsonNode;

/** One instructor action as the audit listing shows it. */
public record AuditEntry(long id, Instant at, String actor, String action, String target, JsonNode detail) {}
