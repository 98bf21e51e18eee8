package dev.boundedloop.grader.lti.passback;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.PlatformHttp;
import dev.boundedloop.grader.lti.advantage.NextLink;
import dev.boundedloop.grader.lti.advantage.PlatformCallFailed;
import dev.boundedloop.grader.lti.advantage.ServiceAnswers;
import dev.boundedloop.grader.lti.launch.Claims;
import dev.boundedloop.grader.lti.launch.LtiLaunched;
import dev.boundedloop.grader.lti.registration.Platform;
import dev.boundedloop.grader.storage.SqlTime;
import java.net.URI;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import org.springframework.web.util.UriComponentsBuilder;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The line item an assignment's scores go to in a context. A launch's AGS claim names it for the linked
 * assignment; otherwise it is looked up in the context's line items by resource id (the assignment) and
 * tag, and created only when none is there. The lookup holds a lock on the assignment's row, so two
 * senders (two replicas) never both create one: the second waits and finds the first's.
 */
@Component
class LineItems {

    static final String CONTAINER = "application/vnd.ims.lis.v2.lineitemcontainer+json";
    static final String ITEM = "application/vnd.ims.lis.v2.lineitem+json";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Pages of a context's line items read at most, when the platform does not filter by resource id. */
    private static final int MAX_PAGES = 50;

    private final JdbcClient sql;
    private final PlatformHttp http;
    private final SuiteCatalog catalog;
    private final Clock clock;
    private final TransactionTemplate transaction;

    LineItems(JdbcClient sql, PlatformHttp http, SuiteCatalog catalog, Clock clock, PlatformTransactionManager transactions) {
        this.sql = sql;
        this.http = http;
        this.catalog = catalog;
        this.clock = clock;
        this.transaction = new TransactionTemplate(transactions);
    }

    /** A launch's claim names the line item of the link, and the link names the assignment: kept. */
    @EventListener
    void on(LtiLaunched launched) {
        var grades = launched.launch().grades();
        String context = launched.launch().contextId();
        if (grades == null || grades.lineItem() == null || launched.assignment() == null || context == null
                || grades.lineItem().length() > 2000) {
            return;
        }
        transaction.executeWithoutResult(status -> store(launched.launch().platform().id(), context,
                launched.assignment(), grades.lineItem(), "launch"));
    }

    /** The line item's URL; found or created at the platform when none is kept. */
    URI resolve(Platform platform, String context, String assignment, String lineItemsUrl, Supplier<String> token) {
        Optional<String> kept = kept(platform.id(), context, assignment);
        if (kept.isPresent()) {
            return URI.create(kept.get());
        }
        if (lineItemsUrl == null) {
            throw new PlatformCallFailed(null, null, "No line item is known for " + assignment + " in this LMS course, and "
                    + "its launches name no line items URL to look it up: link the assignment by deep linking, or turn "
                    + "on the grade service for the tool", false, null);
        }
        // The token first, outside the lock's transaction: its signing may store the tool's first key, which the
        // platform must be able to read back from /lti/jwks while it checks the request.
        String bearer = token.get();
        return transaction.execute(status -> {
            sql.sql("""
                            INSERT INTO lti_line_items (platform_id, context_id, assignment, updated_at)
                            SELECT :p, :c, :a, :now WHERE NOT EXISTS (SELECT 1 FROM lti_line_items
                                WHERE platform_id = :p AND context_id = :c AND assignment = :a)""")
                    .param("p", platform.id()).param("c", context).param("a", assignment)
                    .param("now", SqlTime.of(clock.instant())).update();
            // The row locked: a URL set meanwhile by another sender is taken; a null one is ours to look up.
            List<String> locked = sql.sql("""
                            SELECT lineitem_url FROM lti_line_items WHERE platform_id = :p AND context_id = :c
                            AND assignment = :a FOR UPDATE""")
                    .param("p", platform.id()).param("c", context).param("a", assignment).query(String.class).list();
            if (!locked.isEmpty() && locked.get(0) != null) {
                return URI.create(locked.get(0));
            }
            Optional<String> found = find(URI.create(lineItemsUrl), assignment, bearer);
            String url = found.orElseGet(() -> create(URI.create(lineItemsUrl), assignment, bearer));
            store(platform.id(), context, assignment, url, found.isPresent() ? "found" : "created");
            return URI.create(url);
        });
    }

    /** Forgets a line item the platform no longer knows (404), so the next try looks it up again. */
    void forget(long platform, String context, String assignment) {
        sql.sql("DELETE FROM lti_line_items WHERE platform_id = :p AND context_id = :c AND assignment = :a")
                .param("p", platform).param("c", context).param("a", assignment).update();
    }

    private Optional<String> kept(long platform, String context, String assignment) {
        return sql.sql("""
                        SELECT lineitem_url FROM lti_line_items WHERE platform_id = :p AND context_id = :c
                        AND assignment = :a AND lineitem_url IS NOT NULL""")
                .param("p", platform).param("c", context).param("a", assignment).query(String.class).optional();
    }

    private void store(long platform, String context, String assignment, String url, String foundBy) {
        int updated = sql.sql("""
                        UPDATE lti_line_items SET lineitem_url = :url, found_by = :by, updated_at = :now
                        WHERE platform_id = :p AND context_id = :c AND assignment = :a""")
                .param("url", url).param("by", foundBy).param("now", SqlTime.of(clock.instant())).param("p", platform)
                .param("c", context).param("a", assignment).update();
        if (updated == 0) {
            sql.sql("""
                            INSERT INTO lti_line_items (platform_id, context_id, assignment, lineitem_url, found_by, updated_at)
                            VALUES (:p, :c, :a, :url, :by, :now)""")
                    .param("p", platform).param("c", context).param("a", assignment).param("url", url)
                    .param("by", foundBy).param("now", SqlTime.of(clock.instant())).update();
        }
    }

    /** The line item with the assignment as resource id and the grader's tag, following the container's pages. */
    private Optional<String> find(URI lineItems, String assignment, String bearer) {
        URI page = UriComponentsBuilder.fromUri(lineItems).queryParam("resource_id", assignment)
                .queryParam("tag", Claims.LINE_ITEM_TAG).encode().build().toUri();
        for (int read = 0; page != null && read < MAX_PAGES; read++) {
            URI current = page;
            PlatformHttp.Answer answer = call(() -> http.get(current, CONTAINER, bearer));
            if (!answer.ok()) {
                throw ServiceAnswers.failure(answer, "looking up the assignment's line item");
            }
            for (JsonNode item : json(answer, "The platform's line items")) {
                if (assignment.equals(item.path("resourceId").asString(null))
                        && Claims.LINE_ITEM_TAG.equals(item.path("tag").asString(null))
                        && item.path("id").isString()) {
                    return Optional.of(item.path("id").asString());
                }
            }
            page = NextLink.of(answer).orElse(null);
        }
        return Optional.empty();
    }

    private String create(URI lineItems, String assignment, String bearer) {
        Suite suite = catalog.suite(assignment);
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("scoreMaximum", suite.maxScore());
        item.put("label", suite.assignment().title());
        item.put("resourceId", assignment);
        item.put("tag", Claims.LINE_ITEM_TAG);
        PlatformHttp.Answer answer = call(() -> http.post(lineItems, ITEM, ITEM, JSON.writeValueAsString(item), bearer));
        if (!answer.ok()) {
            throw ServiceAnswers.failure(answer, "creating the assignment's line item");
        }
        JsonNode created = json(answer, "The created line item");
        if (!created.path("id").isString()) {
            throw new PlatformCallFailed(answer.status(), ServiceAnswers.shortened(answer.body()),
                    "The platform created a line item but did not answer its id (URL)", false, null);
        }
        return created.path("id").asString();
    }

    static PlatformHttp.Answer call(Supplier<PlatformHttp.Answer> call) {
        try {
            return call.get();
        } catch (LtiRefusal refusal) {
            throw new PlatformCallFailed(null, null, refusal.getMessage(), true, null);
        }
    }

    private static JsonNode json(PlatformHttp.Answer answer, String what) {
        try {
            return JSON.readTree(answer.body());
        } catch (JacksonException e) {
            throw new PlatformCallFailed(answer.status(), ServiceAnswers.shortened(answer.body()), what + " are not JSON",
                    true, null);
        }
    }
}
