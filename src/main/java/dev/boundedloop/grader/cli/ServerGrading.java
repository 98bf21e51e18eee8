package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.HiddenCaseSum;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import tools.jackson.databind.JsonNode;

/**
 * Grades on a running service (the CI hook's {@code --server}): one POST with a short
 * {@code ?wait} and an Idempotency-Key, so a retried POST never submits twice; then GETs until the
 * report is final, showing where the submission stands. Network errors and 5xx answers are retried
 * with exponential backoff (a 503's Retry-After wins) until the deadline.
 */
final class ServerGrading {

    /** A refusal from the service, or no service at all, with the exit code the grading hook ends with. */
    static final class Refused extends RuntimeException {
        private final int exitCode;

        Refused(int exitCode, String message) {
            super(message);
            this.exitCode = exitCode;
        }

        int exitCode() {
            return exitCode;
        }
    }

    private static final Duration POLL = Duration.ofSeconds(1);
    /** Most gradings take a few seconds; a longer one is polled, so that progress can be shown. */
    private static final int POST_WAIT_SECONDS = 5;
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(POST_WAIT_SECONDS + 30);

    private final ServiceAddress server;
    private final String token;
    private final Duration timeout;
    private final Backoff backoff;
    private final WaitingProgress progress;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    ServerGrading(URI server, String token, Duration timeout, WaitingProgress progress) {
        this(server, token, timeout, Backoff.DEFAULT, progress);
    }

    ServerGrading(URI server, String token, Duration timeout, Backoff backoff, WaitingProgress progress) {
        this.server = ServiceAddress.of(server);
        this.token = token;
        this.timeout = timeout;
        this.backoff = backoff;
        this.progress = progress;
    }

    LearnerReport grade(String assignment, byte[] source) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            String key = UUID.randomUUID().toString();
            HttpResponse<String> response = sendRetrying(() -> submission(assignment, source, key), deadline);
            if (response.statusCode() != 200 && response.statusCode() != 202) {
                throw refused(response);
            }
            URI submission = submissionUri(response);
            JsonNode body = json(response);
            while (!isFinal(body)) {
                progress.standing(text(body, "id", submission.toString()), standing(body));
                if (System.nanoTime() + POLL.toNanos() > deadline) {
                    throw new Refused(ExitCodes.INTERNAL_ERROR, "No report within " + timeout.toSeconds() + " s; the "
                            + "submission is still " + standing(body) + " at " + submission);
                }
                Thread.sleep(POLL.toMillis());
                response = sendRetrying(() -> authorized(HttpRequest.newBuilder(submission)).timeout(REQUEST_TIMEOUT)
                        .GET().build(), deadline);
                if (response.statusCode() != 200) {
                    throw refused(response);
                }
                body = json(response);
            }
            GradingReport report = ReportJson.read(response.body());
            JsonNode sum = body.get("hiddenCases");
            return sum == null || !sum.isObject() ? LearnerReport.of(report)
                    : new LearnerReport(report, Json.MAPPER.treeToValue(sum, HiddenCaseSum.class));
        } finally {
            progress.done();
        }
    }

    /**
     * Sends until an answer that is not a 5xx, or the deadline: a restarting service, a proxy
     * without its upstream or a full queue are worth waiting for.
     */
    private HttpResponse<String> sendRetrying(java.util.function.Supplier<HttpRequest> request, long deadline)
            throws InterruptedException {
        for (int retry = 1; ; retry++) {
            HttpResponse<String> response;
            String problem;
            Duration delay = backoff.delay(retry);
            HttpRequest sent = request.get();
            try {
                response = http.send(sent, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                if (response.statusCode() < 500) {
                    return response;
                }
                problem = "The service answered " + response.statusCode() + " to " + sent.method() + " " + sent.uri();
                if (response.statusCode() == 503) {
                    delay = retryAfter(response, delay);
                }
            } catch (IOException e) {
                problem = "Cannot reach " + server + ": " + NetworkProblem.describe(e, server.base());
                if (!NetworkProblem.isWorthRetrying(e)) {
                    throw new Refused(ExitCodes.INTERNAL_ERROR, problem);
                }
                response = null;
            }
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0) {
                if (response != null) {
                    throw refused(response); // the last answer says best why it failed
                }
                throw new Refused(ExitCodes.INTERNAL_ERROR, problem + " (gave up after " + retry
                        + (retry == 1 ? " attempt" : " attempts") + " in " + timeout.toSeconds() + " s)");
            }
            if (delay.toNanos() > remaining) {
                delay = Duration.ofNanos(remaining); // one last attempt at the deadline
            }
            progress.retrying(problem, delay);
            Thread.sleep(delay.toMillis());
        }
    }

    private HttpRequest submission(String assignment, byte[] source, String key) {
        HttpRequest.Builder request = authorized(HttpRequest.newBuilder(
                        server.resolve("api/submissions?wait=" + POST_WAIT_SECONDS)))
                .timeout(REQUEST_TIMEOUT)
                .header("Idempotency-Key", key);
        String text = strictUtf8(source);
        if (text != null) {
            Map<String, String> body = new LinkedHashMap<>();
            body.put("assignment", assignment);
            body.put("source", text);
            return request.header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(Json.MAPPER.writeValueAsString(body))).build();
        }
        // Not UTF-8, so not expressible in JSON: upload the bytes as they are and let the service judge them.
        Multipart multipart = new Multipart().field("assignment", assignment).file("file", "Policy.java", source);
        return request.header("Content-Type", multipart.contentType()).POST(multipart.publisher()).build();
    }

    /**
     * The submission's own address, under the {@code --server} URL: built from its id, because a
     * service behind a path-prefixing proxy answers with a Location that lacks the prefix.
     */
    private URI submissionUri(HttpResponse<String> response) {
        String id = text(json(response), "id", null);
        if (id != null) {
            try {
                return server.resolve("api/submissions/" + UUID.fromString(id));
            } catch (IllegalArgumentException notAnId) {
                // fall through to the Location header
            }
        }
        return server.base().resolve(response.headers().firstValue("Location").orElseThrow(
                () -> new Refused(ExitCodes.INTERNAL_ERROR, "The service sent no id or Location for the submission")));
    }

    /** What the service says protects its grades ({@code /actuator/info}), or empty when it does not say. */
    Optional<String> protection() {
        try {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(server.resolve("actuator/info"))
                    .header("Accept", "application/json").timeout(Duration.ofSeconds(10)).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode summary = response.statusCode() == 200 ? Json.MAPPER.readTree(response.body()).path("protection").path("summary")
                    : null;
            return summary != null && summary.isString() ? Optional.of(summary.asString()) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private HttpRequest.Builder authorized(HttpRequest.Builder request) {
        return request.header("Authorization", "Bearer " + token).header("Accept", "application/json");
    }

    private static JsonNode json(HttpResponse<String> response) {
        try {
            return Json.MAPPER.readTree(response.body());
        } catch (RuntimeException notJson) {
            throw new Refused(ExitCodes.INTERNAL_ERROR, "The service answered " + response.statusCode()
                    + " with a body that is not JSON: " + abbreviated(response.body()));
        }
    }

    private static boolean isFinal(JsonNode body) {
        JsonNode status = body.get("status");
        return status != null && SubmissionStatus.valueOf(status.asString()).isFinal();
    }

    /** Status, and the stage and case being graded when the service reports them. */
    private static String standing(JsonNode body) {
        StringBuilder standing = new StringBuilder(text(body, "status", "waiting"));
        String stage = text(body, "stage", null);
        String caseId = text(body, "caseId", null);
        if (stage != null) {
            standing.append(", stage ").append(stage);
        }
        if (caseId != null) {
            standing.append(", case ").append(caseId);
        }
        return standing.toString();
    }

    private static String text(JsonNode body, String field, String otherwise) {
        JsonNode value = body.get(field);
        return value == null || value.isNull() ? otherwise : value.asString();
    }

    private static Duration retryAfter(HttpResponse<String> response, Duration otherwise) {
        try {
            return response.headers().firstValue("Retry-After")
                    .map(seconds -> Duration.ofSeconds(Math.max(1, Long.parseLong(seconds.trim())))).orElse(otherwise);
        } catch (NumberFormatException httpDate) {
            return otherwise;
        }
    }

    /** Wrong token or unknown assignment: a usage error; a source over the body limit: not gradable. */
    private static Refused refused(HttpResponse<String> response) {
        String detail;
        try {
            JsonNode problem = Json.MAPPER.readTree(response.body());
            detail = problem.has("detail") ? problem.get("detail").asString() : response.body();
        } catch (RuntimeException notJson) {
            detail = abbreviated(response.body());
        }
        int code = switch (response.statusCode()) {
            case 400, 401, 403, 404, 422 -> GraderCli.USAGE;
            case 413 -> ExitCodes.NOT_GRADABLE;
            default -> ExitCodes.INTERNAL_ERROR;
        };
        return new Refused(code, "The service answered " + response.statusCode() + ": "
                + (detail == null || detail.isBlank() ? "(no detail)" : detail));
    }

    /** A proxy's HTML error page is long; its start says enough. */
    private static String abbreviated(String body) {
        if (body == null || body.isBlank()) {
            return "(empty)";
        }
        String stripped = body.strip();
        return stripped.length() <= 200 ? stripped : stripped.substring(0, 200) + " …";
    }

    private static String strictUtf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
