package dev.boundedloop.grader.webhooks;

import java.net.http.HttpHeaders;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** A receiver's Retry-After (RFC 9110): seconds, or an HTTP date; nothing when absent or unreadable. */
final class RetryAfter {

    private RetryAfter() {}

    static Optional<Duration> of(HttpHeaders headers, Instant now) {
        return headers.firstValue("Retry-After").map(String::strip).flatMap(value -> parse(value, now));
    }

    static Optional<Duration> parse(String value, Instant now) {
        if (value.matches("\\d{1,9}")) {
            return Optional.of(Duration.ofSeconds(Long.parseLong(value)));
        }
        try {
            Duration until = Duration.between(now, ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant());
            return Optional.of(until.isNegative() ? Duration.ZERO : until);
        } catch (DateTimeParseException notADate) {
            return Optional.empty();
        }
    }
}
