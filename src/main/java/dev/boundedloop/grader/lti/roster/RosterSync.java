package dev.boundedloop.grader.lti.roster;

import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.PlatformHttp;
import dev.boundedloop.grader.lti.advantage.AccessTokens;
import dev.boundedloop.grader.lti.advantage.NextLink;
import dev.boundedloop.grader.lti.advantage.PlatformCallFailed;
import dev.boundedloop.grader.lti.advantage.Scopes;
import dev.boundedloop.grader.lti.advantage.ServiceAnswers;
import dev.boundedloop.grader.lti.launch.LaunchedUsers;
import dev.boundedloop.grader.lti.launch.Memberships;
import dev.boundedloop.grader.lti.registration.Platform;
import dev.boundedloop.grader.lti.registration.Platforms;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.storage.SqlTime;
import java.net.URI;
import java.sql.Types;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a context's memberships (NRPS 2.0) following its {@code Link: rel="next"} pages, then in one
 * transaction puts each active learner on the roster with the context's section and marks the members
 * no longer listed as left. Nothing is changed when a page cannot be read: a half-read list would make
 * the unread members look gone.
 */
@Service
public class RosterSync {

    static final String CONTAINER = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json";
    private static final Logger log = LoggerFactory.getLogger(RosterSync.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String MEMBERSHIP = "http://purl.imsglobal.org/vocab/lis/v2/membership";
    private static final int MAX_PAGES = 1000;

    private record Member(String userId, String name, String email) {}

    private final JdbcClient sql;
    private final Platforms platforms;
    private final AccessTokens tokens;
    private final PlatformHttp http;
    private final LaunchedUsers users;
    private final Memberships memberships;
    private final Clock clock;
    private final TransactionTemplate transaction;

    RosterSync(JdbcClient sql, Platforms platforms, AccessTokens tokens, PlatformHttp http, LaunchedUsers users,
            Memberships memberships, Clock clock, PlatformTransactionManager transactions) {
        this.sql = sql;
        this.platforms = platforms;
        this.tokens = tokens;
        this.http = http;
        this.users = users;
        this.memberships = memberships;
        this.clock = clock;
        this.transaction = new TransactionTemplate(transactions);
    }

    /** Syncs the context's roster; a failure is kept on the context and thrown as a 502 problem naming the cause. */
    public RosterSyncResult sync(long platformId, String contextId) {
        Platform platform = platforms.get(platformId);
        Map<String, String> context = context(platformId, contextId);
        String url = context.get("memberships");
        if (url == null) {
            throw GraderProblem.conflict("The LMS's launches from context \"" + contextId + "\" name no memberships "
                    + "service (the namesroleservice claim): turn on Names and Role Provisioning for the tool in the LMS")
                    .with("field", "contextId");
        }
        List<Member> members;
        int pages;
        try {
            List<Member> read = new ArrayList<>();
            pages = read(platform, URI.create(url), read);
            members = read;
        } catch (PlatformCallFailed failed) {
            remember(platformId, contextId, null, failed.likelyCause() + (failed.status() == null ? ""
                    : " (the LMS answered " + failed.status() + ": " + failed.answer() + ")"));
            log.warn("LTI roster sync of context {} on {} failed: {}", contextId, platform.issuer(), failed.likelyCause());
            throw new GraderProblem(GraderProblem.Kind.UNAVAILABLE, "The LMS's roster could not be read",
                    "The roster could not be read from the LMS: " + failed.likelyCause())
                    .with("lmsStatus", failed.status()).with("lmsAnswer", failed.answer());
        }
        Instant now = clock.instant();
        RosterSyncResult result = transaction.execute(status -> apply(platformId, contextId, context.get("section"), members,
                pages, now));
        remember(platformId, contextId, now, null);
        log.info("LTI roster sync of context {} on {}: {} learners, {} new, {} left", contextId, platform.issuer(),
                result.learners(), result.added().size(), result.left().size());
        return result;
    }

    private RosterSyncResult apply(long platformId, String contextId, String section, List<Member> members, int pages,
            Instant now) {
        List<String> added = new ArrayList<>();
        List<String> present = new ArrayList<>();
        for (Member member : members) {
            LaunchedUsers.Enrolled enrolled = users.enrol(platformId, member.userId(), member.name(), member.email(),
                    section, true);
            if (enrolled.made()) {
                added.add(enrolled.learner());
            }
            memberships.seen(platformId, contextId, member.userId(), enrolled.learner(), Memberships.BY_ROSTER);
            present.add(member.userId());
        }
        List<String> left = memberships.leftExcept(platformId, contextId, present);
        return new RosterSyncResult(platformId, contextId, section, pages, members.size(), added, left, now);
    }

    /** Reads every page into {@code members} (active learners only); returns how many pages. */
    private int read(Platform platform, URI first, List<Member> members) {
        String token = tokens.token(platform, List.of(Scopes.MEMBERSHIPS));
        URI page = first;
        int pages = 0;
        while (page != null) {
            if (++pages > MAX_PAGES) {
                throw new PlatformCallFailed(null, null, "The LMS's memberships run past " + MAX_PAGES + " pages", false, null);
            }
            URI current = page;
            PlatformHttp.Answer answer;
            try {
                answer = http.get(current, CONTAINER, token);
            } catch (LtiRefusal refusal) {
                throw new PlatformCallFailed(null, null, refusal.getMessage(), true, null);
            }
            if (!answer.ok()) {
                if (answer.status() == 401) {
                    tokens.forget(platform);
                }
                throw ServiceAnswers.failure(answer, "reading the course's memberships");
            }
            JsonNode body;
            try {
                body = JSON.readTree(answer.body());
            } catch (JacksonException e) {
                throw new PlatformCallFailed(answer.status(), ServiceAnswers.shortened(answer.body()),
                        "The LMS's memberships are not JSON", true, null);
            }
            for (JsonNode member : body.path("members")) {
                String userId = member.path("user_id").asString(null);
                if (userId == null || userId.isBlank() || userId.length() > 255 || !learner(member)) {
                    continue;
                }
                members.add(new Member(userId, member.path("name").asString(null), member.path("email").asString(null)));
            }
            page = NextLink.of(answer).orElse(null);
        }
        return pages;
    }

    /** An active member whose roles hold Learner (full or simple names); status defaults to Active. */
    private static boolean learner(JsonNode member) {
        String status = member.path("status").asString("Active");
        if (!status.equals("Active")) {
            return false;
        }
        for (JsonNode role : member.path("roles")) {
            String name = role.asString("");
            if (name.equals("Learner") || name.equals(MEMBERSHIP + "#Learner") || name.startsWith(MEMBERSHIP + "/Learner#")) {
                return true;
            }
        }
        return false;
    }

    private Map<String, String> context(long platformId, String contextId) {
        return sql.sql("SELECT section, memberships_url FROM lti_contexts WHERE platform_id = :p AND context_id = :c")
                .param("p", platformId).param("c", contextId)
                .query((rs, row) -> {
                    Map<String, String> columns = new LinkedHashMap<>();
                    columns.put("section", rs.getString("section"));
                    columns.put("memberships", rs.getString("memberships_url"));
                    return columns;
                }).optional()
                .orElseThrow(() -> GraderProblem.notFound("No LMS context \"" + contextId + "\" of platform " + platformId
                        + " has launched the tool; GET /api/instructor/lti/contexts lists them").with("field", "contextId"));
    }

    private void remember(long platformId, String contextId, Instant syncedAt, String error) {
        sql.sql("""
                        UPDATE lti_contexts SET roster_synced_at = COALESCE(:at, roster_synced_at), roster_sync_error = :error
                        WHERE platform_id = :p AND context_id = :c""")
                .param("at", SqlTime.of(syncedAt), Types.TIMESTAMP_WITH_TIMEZONE)
                .param("error", error == null ? null : ServiceAnswers.shortened(error), Types.VARCHAR)
                .param("p", platformId).param("c", contextId).update();
    }
}
