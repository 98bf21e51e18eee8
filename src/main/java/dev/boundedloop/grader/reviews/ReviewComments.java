package dev.boundedloop.grader.reviews;

import dev.boundedloop.grader.storage.SqlTime;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The review_comments table: each review's thread, oldest first; comments are added, never replaced. */
@Repository
class ReviewComments {

    private static final int CHUNK = 500;

    private final JdbcClient jdbc;

    ReviewComments(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    void add(UUID submission, ReviewComment comment) {
        jdbc.sql("""
                        INSERT INTO review_comments (submission_id, author, written_at, body)
                        VALUES (:id, :author, :at, :body)""")
                .param("id", submission).param("author", comment.author()).param("at", SqlTime.of(comment.at()))
                .param("body", comment.text())
                .update();
    }

    List<ReviewComment> thread(UUID submission) {
        return threads(List.of(submission)).getOrDefault(submission, List.of());
    }

    /** The threads of several reviews, a few hundred per query, so a listing does not ask once per row. */
    Map<UUID, List<ReviewComment>> threads(Collection<UUID> submissions) {
        Map<UUID, List<ReviewComment>> threads = new LinkedHashMap<>();
        List<UUID> all = List.copyOf(submissions);
        for (int from = 0; from < all.size(); from += CHUNK) {
            threads.putAll(chunk(all.subList(from, Math.min(all.size(), from + CHUNK))));
        }
        return threads;
    }

    private Map<UUID, List<ReviewComment>> chunk(List<UUID> submissions) {
        record Row(UUID submission, ReviewComment comment) {}
        return jdbc.sql("""
                        SELECT submission_id, author, written_at, body FROM review_comments
                        WHERE submission_id IN (:ids) ORDER BY id""")
                .param("ids", submissions)
                .query((rs, row) -> new Row(rs.getObject("submission_id", UUID.class), new ReviewComment(
                        rs.getString("author"), SqlTime.read(rs, "written_at"), rs.getString("body"))))
                .list().stream()
                .collect(Collectors.groupingBy(Row::submission, LinkedHashMap::new,
                        Collectors.mapping(Row::comment, Collectors.toList())));
    }
}
