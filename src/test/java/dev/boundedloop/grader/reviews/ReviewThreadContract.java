package dev.boundedloop.grader.reviews;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Comments on a learner's notes kept as a thread over real HTTP: each comment is added, none is
 * written over; the queue, the thread and the learner's own view agree; a comment that exists from
 * before the thread became one is its first entry after the migration. Each database runs the same contract.
 */
abstract class ReviewThreadContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;

    /** A new, empty database of the kind the service runs on, for the migration: URL, user, password. */
    protected abstract List<String> emptyDatabase();

    @Test
    void commentsAreAddedToAThreadThatTheLearnerReadsWhole() {
        String learner = "thread-" + UUID.randomUUID().toString().substring(0, 8);
        String token = api.createLearner(INSTRUCTOR, learner);
        HttpResponse<String> submitted = api.postJson("/api/submissions", token, Map.of("assignment", HttpApi.ASSIGNMENT,
                "source", HttpApi.catalogue("correct/Reference.java"), "notes", "I check the budget first"));
        assertThat(submitted.statusCode()).as(submitted.body()).isIn(200, 201, 202);
        String id = json(submitted).get("id").asString();
        String path = "/api/instructor/reviews/" + id + "/comments";

        HttpResponse<String> first = api.postJson(path, INSTRUCTOR, Map.of("text", "Why the budget before the limit?"));
        assertThat(first.statusCode()).as(first.body()).isEqualTo(201);
        assertThat(json(first).get("author").asString()).startsWith("instructor:");
        assertThat(json(first).get("at").asString()).isNotBlank();
        // Still waiting: a comment alone does not mark the notes reviewed.
        assertThat(stateOf(id, "HUMAN_REVIEW_REQUIRED")).isNotNull();

        HttpResponse<String> reviewed = put("/api/instructor/reviews/" + id, Map.of("comment", "Good: <b>that</b> order is right."));
        assertThat(reviewed.statusCode()).as(reviewed.body()).isEqualTo(200);
        assertThat(json(reviewed).get("state").asString()).isEqualTo("REVIEWED");
        assertThat(texts(json(reviewed).get("comments")))
                .containsExactly("Why the budget before the limit?", "Good: <b>that</b> order is right.");
        assertThat(json(reviewed).get("comment").asString()).isEqualTo("Good: <b>that</b> order is right.");

        assertThat(texts(json(api.get(path, INSTRUCTOR))))
                .containsExactly("Why the budget before the limit?", "Good: <b>that</b> order is right.");
        // Each comment is an instructor action of its own in the audit trail.
        List<String> audited = new ArrayList<>();
        json(api.get("/api/instructor/audit?action=review.comment&size=100", INSTRUCTOR)).get("items").forEach(e -> {
            if (e.get("target").asString().equals("submission:" + id)) {
                audited.add(e.get("detail").get("text").asString());
            }
        });
        assertThat(audited).containsExactly("Why the budget before the limit?");
        JsonNode listed = stateOf(id, "REVIEWED");
        assertThat(texts(listed.get("comments"))).hasSize(2);

        // Marking it reviewed again without a comment keeps the thread as it was.
        assertThat(put("/api/instructor/reviews/" + id, Map.of()).statusCode()).isEqualTo(200);
        JsonNode review = json(api.get("/api/me/submissions/" + id + "/sent", token)).get("review");
        assertThat(review.get("state").asString()).isEqualTo("REVIEWED");
        assertThat(texts(review.get("comments")))
                .containsExactly("Why the budget before the limit?", "Good: <b>that</b> order is right.");
        assertThat(review.get("comments").get(0).get("author").asString()).isEqualTo(json(first).get("author").asString());
        assertThat(review.get("comment").asString()).isEqualTo("Good: <b>that</b> order is right.");
    }

    @Test
    void aBlankOrOverlongCommentAndAnUnknownSubmissionAreNamedAndALearnerIsRefused() {
        String learner = "thread-bad-" + UUID.randomUUID().toString().substring(0, 8);
        String token = api.createLearner(INSTRUCTOR, learner);
        String id = json(api.postJson("/api/submissions", token, Map.of("assignment", HttpApi.ASSIGNMENT,
                "source", HttpApi.catalogue("correct/Reference.java"), "notes", "notes"))).get("id").asString();
        String path = "/api/instructor/reviews/" + id + "/comments";

        HttpResponse<String> blank = api.postJson(path, INSTRUCTOR, Map.of("text", "  "));
        assertThat(blank.statusCode()).isEqualTo(400);
        assertThat(json(blank).get("field").asString()).isEqualTo("text");
        assertThat(json(blank).get("detail").asString()).contains("'text' is required");
        HttpResponse<String> overlong = api.postJson(path, INSTRUCTOR, Map.of("text", "x".repeat(4001)));
        assertThat(overlong.statusCode()).isEqualTo(400);
        assertThat(json(overlong).get("detail").asString()).contains("at most 4000 characters, got 4001");
        UUID unknown = UUID.randomUUID();
        HttpResponse<String> none = api.postJson("/api/instructor/reviews/" + unknown + "/comments", INSTRUCTOR,
                Map.of("text", "hello"));
        assertThat(none.statusCode()).isEqualTo(404);
        assertThat(json(none).get("detail").asString()).contains(unknown + " has no notes to review");
        assertThat(api.postJson(path, token, Map.of("text", "my own praise")).statusCode()).isEqualTo(403);
        assertThat(api.get(path, token).statusCode()).isEqualTo(403);
        assertThat(json(api.get(path, INSTRUCTOR)).size()).isZero();
    }

    @Test
    void aCommentFromBeforeThreadsBecomesTheFirstOfItsThread() throws SQLException {
        List<String> db = emptyDatabase();
        // The schema as it was just before threads: every migration below the one that made them.
        MigrationVersion threads = MigrationVersion.fromVersion("15");
        MigrationVersion before = Arrays.stream(Flyway.configure().dataSource(db.get(0), db.get(1), db.get(2)).load().info().all())
                .map(MigrationInfo::getVersion).filter(v -> v.isNewerThan(MigrationVersion.fromVersion("0")) && !v.isAtLeast("15"))
                .max(Comparator.naturalOrder()).orElseThrow();
        assertThat(threads.isNewerThan(before.getVersion())).isTrue();
        Flyway.configure().dataSource(db.get(0), db.get(1), db.get(2)).target(before).load().migrate();
        UUID reviewed = UUID.randomUUID();
        UUID waiting = UUID.randomUUID();
        try (Connection c = DriverManager.getConnection(db.get(0), db.get(1), db.get(2));
                Statement s = c.createStatement()) {
            for (UUID id : List.of(reviewed, waiting)) {
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO submissions (id, assignment, submitter, "
                        + "submitter_role, source, source_sha256, notes, status, submitted_at) VALUES (?, 'ch03-unit-a', "
                        + "'old', 'LEARNER', ?, 'sha', 'notes', 'GRADED', TIMESTAMP WITH TIME ZONE '2026-01-01 10:00:00+00')")) {
                    insert.setObject(1, id);
                    insert.setBytes(2, new byte[] {'A'});
                    insert.executeUpdate();
                }
            }
            s.execute("INSERT INTO reviews (submission_id, state, reviewer, review_comment, requested_at, reviewed_at) "
                    + "VALUES ('" + reviewed + "', 'REVIEWED', 'instructor:ada', 'Kept from before', "
                    + "TIMESTAMP WITH TIME ZONE '2026-01-01 10:00:00+00', TIMESTAMP WITH TIME ZONE '2026-01-02 09:30:00+00')");
            s.execute("INSERT INTO reviews (submission_id, state, requested_at) VALUES ('" + waiting
                    + "', 'HUMAN_REVIEW_REQUIRED', TIMESTAMP WITH TIME ZONE '2026-01-01 10:00:00+00')");
        }

        Flyway.configure().dataSource(db.get(0), db.get(1), db.get(2)).load().migrate();

        try (Connection c = DriverManager.getConnection(db.get(0), db.get(1), db.get(2));
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT submission_id, author, written_at, body FROM review_comments")) {
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(rs.getObject("submission_id", UUID.class) + " " + rs.getString("author") + " "
                        + rs.getObject("written_at", java.time.OffsetDateTime.class).toInstant() + " " + rs.getString("body"));
            }
            assertThat(rows).containsExactly(reviewed + " instructor:ada 2026-01-02T09:30:00Z Kept from before");
        }
    }

    /** The queue's entry for the submission, in the listing of the given state. */
    private static JsonNode stateOf(String id, String state) {
        for (JsonNode item : json(api.get("/api/instructor/reviews?state=" + state, INSTRUCTOR))) {
            if (item.get("submission").asString().equals(id)) {
                return item;
            }
        }
        return null;
    }

    private static List<String> texts(JsonNode comments) {
        List<String> texts = new ArrayList<>();
        comments.forEach(c -> texts.add(c.get("text").asString()));
        return texts;
    }

    private static HttpResponse<String> put(String path, Object body) {
        return api.send(api.request(path, INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(HttpApi.toJson(body))).build());
    }
}
