package dev.boundedloop.grader.submission;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/** An instant as a JDBC parameter both drivers take: PostgreSQL's does not accept Instant. */
public final class SqlTime {

    private SqlTime() {}

    public static OffsetDateTime of(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }
}
