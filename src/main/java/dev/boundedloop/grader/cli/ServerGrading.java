package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import java.io.IOException;
import java.net.ConnectException;
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
import java.util.UUID;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Grades on a running service (the CI hook's {@code --server}): one POST with {@code ?wait=60}
 * and an Idempotency-Key, so a retried POST never submits twice; then GETs until the report is
 * final. A full queue (503) is retried after its Retry-After, until the deadline.
 */
final class ServerGrading {

    /** A refusal from the service, with the exit code the grading hook ends with. */
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

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration POLL = Duration.ofSeconds(1);

    private final URI server;
    private final String token;
    private final Duration timeout;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

    ServerGrading(URI server, String token, Duration timeout) {
        this.server = server;
        this.token = token;
        this.timeout = timeout;
    }

    GradingReport grade(String assignment, byte[] source) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        String key = UUID.randomUUID().toString();
        HttpResponse<String> response;
        while (true) {
            response = send(submission(assignment, source, key));
            if (response.statusCode() != 503 || System.nanoTime() > deadline) {
                break;
            }
            Thread.sleep(Duration.ofSeconds(retryAfter(response)).toMillis());
        }
        if (response.statusCode() != 200 && response.statusCode() != 202) {
            throw refused(response);
        }
        URI location = server.resolve(response.headers().firstValue("Location")
                .orElseThrow(() -> new Refused(ExitCodes.INTERNAL_ERROR, "The service sent no Location for the submission")));
        while (!isFinal(response.body())) {
            if (System.nanoTime() > deadline) {
                throw new Refused(ExitCodes.INTERNAL_ERROR, "No report within " + timeout.toSeconds() + " s; the "
                        + "submission is still queued at " + location);
            }
            Thread.sleep(POLL.toMillis());
            response = send(authorized(HttpRequest.newBuilder(location)).GET().build());
            if (response.statusCode() != 200) {
                throw refused(response);
            }
        }
        return ReportJson.read(response.body());
    }

    private HttpRequest submission(String assignment, byte[] source, String key) {
        HttpRequest.Builder request = authorized(HttpRequest.newBuilder(server.resolve("/api/submissions?wait=60")))
                .timeout(Duration.ofSeconds(90))
                .header("Idempotency-Key", key);
        String text = strictUtf8(source);
        if (text != null) {
            Map<String, String> body = new LinkedHashMap<>();
            body.put("assignment", assignment);
            body.put("source", text);
            return request.header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build();
        }
        // Not UTF-8, so not expressible in JSON: upload the bytes as they are and let the service judge them.
        Multipart multipart = new Multipart().field("assignment", assignment).file("file", "Policy.java", source);
        return request.header("Content-Type", multipart.contentType()).POST(multipart.publisher()).build();
    }

    private HttpRequest.Builder authorized(HttpRequest.Builder request) {
        return request.header("Authorization", "Bearer " + token).header("Accept", "application/json");
    }

    private HttpResponse<String> send(HttpRequest request) throws IOException, InterruptedException {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException e) {
            throw new Refused(ExitCodes.INTERNAL_ERROR, "Cannot reach " + server + ": " + e.getMessage());
        }
    }

    private static boolean isFinal(String body) {
        JsonNode status = JSON.readTree(body).get("status");
        return status != null && SubmissionStatus.valueOf(status.asString()).isFinal();
    }

    private static long retryAfter(HttpResponse<String> response) {
        try {
            return Math.max(1, Long.parseLong(response.headers().firstValue("Retry-After").orElse("5")));
        } catch (NumberFormatException e) {
            return 5;
        }
    }

    /** Wrong token or unknown assignment: a usage error; a source over the body limit: not gradable. */
    private Refused refused(HttpResponse<String> response) {
        String detail;
        try {
            JsonNode problem = JSON.readTree(response.body());
            detail = problem.has("detail") ? problem.get("detail").asString() : response.body();
        } catch (RuntimeException notJson) {
            detail = response.body();
        }
        int code = switch (response.statusCode()) {
            case 400, 401, 403, 404, 422 -> GraderCli.USAGE;
            case 413 -> ExitCodes.NOT_GRADABLE;
            default -> ExitCodes.INTERNAL_ERROR;
        };
        return new Refused(code, "The service answered " + response.statusCode() + ": " + detail);
    }

    private static String strictUtf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }
}
