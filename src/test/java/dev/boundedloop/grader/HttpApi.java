package dev.boundedloop.grader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Real HTTP against a running service, as a client would use it. */
public final class HttpApi {

    public static final Path CATALOGUE = TestSuites.CH03_CATALOGUE;
    public static final String ASSIGNMENT = "ch03-unit-a";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final HttpClient http = HttpClient.newHttpClient();
    private final URI base;

    public HttpApi(int port) {
        this.base = URI.create("http://localhost:" + port);
    }

    public URI base() {
        return base;
    }

    public HttpResponse<String> get(String path, String token) {
        return send(request(path, token).GET().build());
    }

    public HttpResponse<String> postJson(String path, String token, Object body) {
        return send(request(path, token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body))).build());
    }

    public HttpResponse<String> send(HttpRequest request) {
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public HttpRequest.Builder request(String path, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(90));
        return token == null ? request : request.header("Authorization", "Bearer " + token);
    }

    /** Creates a learner as the instructor; returns the learner's token. */
    public String createLearner(String instructorToken, String id) {
        HttpResponse<String> created = postJson("/api/instructor/learners", instructorToken, Map.of("id", id));
        if (created.statusCode() != 201) {
            throw new IllegalStateException("creating " + id + ": " + created.statusCode() + " " + created.body());
        }
        return json(created).get("token").asString();
    }

    /** Uploads a suite version of an assignment as the instructor and activates it; returns the version. */
    public int uploadAndActivate(String instructorToken, String assignment, byte[] suiteZip) {
        String suite = "/api/instructor/assignments/" + assignment + "/suite";
        HttpResponse<String> uploaded = send(request(suite, instructorToken).header("Content-Type", "application/zip")
                .PUT(HttpRequest.BodyPublishers.ofByteArray(suiteZip)).build());
        if (uploaded.statusCode() != 201) {
            throw new IllegalStateException("uploading a suite: " + uploaded.statusCode() + " " + uploaded.body());
        }
        int version = json(uploaded).get("version").asInt();
        HttpResponse<String> activated = postJson(suite + "/versions/" + version + "/activate", instructorToken, Map.of());
        if (activated.statusCode() != 200) {
            throw new IllegalStateException("activating version " + version + ": " + activated.statusCode() + " "
                    + activated.body());
        }
        return version;
    }

    /** Submits a source as JSON; returns the submission id. */
    public String submit(String token, String source) {
        return submit(token, ASSIGNMENT, source);
    }

    /** Submits a source to the given assignment as JSON; returns the submission id. */
    public String submit(String token, String assignment, String source) {
        HttpResponse<String> accepted = postJson("/api/submissions", token, Map.of("assignment", assignment, "source", source));
        if (accepted.statusCode() != 202) {
            throw new IllegalStateException("submitting: " + accepted.statusCode() + " " + accepted.body());
        }
        return json(accepted).get("id").asString();
    }

    /** Polls until the body satisfies the condition, or fails after the bound (never a timing assertion). */
    public JsonNode pollUntil(String path, String token, Predicate<JsonNode> condition, Duration bound) {
        long deadline = System.nanoTime() + bound.toNanos();
        while (true) {
            JsonNode body = json(get(path, token));
            if (condition.test(body)) {
                return body;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Not reached within " + bound + ": " + path + " answered " + body);
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    public JsonNode finalReport(String submissionId, String token) {
        return pollUntil("/api/submissions/" + submissionId, token,
                body -> !body.get("status").asString().matches("QUEUED|RUNNING"), Duration.ofSeconds(120));
    }

    public static String toJson(Object body) {
        return JSON.writeValueAsString(body);
    }

    public static JsonNode json(HttpResponse<String> response) {
        return JSON.readTree(response.body());
    }

    public static String catalogue(String file) {
        try {
            return Files.readString(CATALOGUE.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
