package dev.boundedloop.grader.lti.registration;

import dev.boundedloop.grader.storage.SqlTime;
import dev.boundedloop.grader.lti.LtiProperties;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.PlatformUrls;
import dev.boundedloop.grader.problems.GraderProblem;
import dev.boundedloop.grader.storage.SequenceIds;
import java.net.URI;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** The registered platforms and their deployments. */
@Service
public class Platforms {

    private static final int MAX_ID = 255;
    private static final int MAX_ISSUER = 500;

    private final JdbcClient sql;
    private final LtiProperties properties;
    private final Clock clock;

    Platforms(JdbcClient sql, LtiProperties properties, Clock clock) {
        this.sql = sql;
        this.properties = properties;
        this.clock = clock;
    }

    /** Stores a new platform, or adds deployments to the one with the same issuer and client id. */
    @Transactional
    public Platform register(NewPlatform platform, String by) {
        return register(platform, by, true);
    }

    /**
     * Like {@link #register(NewPlatform, String)}; Dynamic Registration may store a platform without a
     * deployment yet (some platforms make one only when the tool is placed in a course).
     */
    @Transactional
    public Platform register(NewPlatform platform, String by, boolean deploymentRequired) {
        if (platform == null) {
            throw GraderProblem.badRequest("The body must be {\"issuer\", \"clientId\", \"deploymentIds\": [...], "
                    + "\"authorizationUrl\", \"tokenUrl\", \"jwksUrl\"}");
        }
        String issuer = text(platform.issuer(), "issuer", MAX_ISSUER);
        URI issuerUrl = checked(issuer, "issuer");
        String clientId = text(platform.clientId(), "clientId", MAX_ID);
        URI authorization = checked(platform.authorizationUrl(), "authorizationUrl");
        URI token = checked(platform.tokenUrl(), "tokenUrl");
        URI jwks = checked(platform.jwksUrl(), "jwksUrl");
        List<String> deployments = new ArrayList<>();
        for (String deployment : platform.deploymentIds() == null ? List.<String>of() : platform.deploymentIds()) {
            deployments.add(text(deployment, "deploymentIds[]", MAX_ID));
        }
        if (deployments.isEmpty() && deploymentRequired) {
            throw GraderProblem.badRequest("deploymentIds is empty: name at least one deployment id the platform "
                    + "gave this tool").with("field", "deploymentIds");
        }
        Optional<Platform> existing = find(issuerUrl.toString(), clientId);
        long id;
        if (existing.isPresent()) {
            id = existing.get().id();
            sql.sql("UPDATE lti_platforms SET authorization_url = :a, token_url = :t, jwks_url = :j WHERE id = :id")
                    .param("a", authorization.toString()).param("t", token.toString()).param("j", jwks.toString())
                    .param("id", id).update();
        } else {
            id = SequenceIds.next(sql, "lti_platforms_seq");
            sql.sql("""
                    INSERT INTO lti_platforms (id, issuer, client_id, authorization_url, token_url, jwks_url, registered_by, created_at)
                    VALUES (:id, :issuer, :client, :a, :t, :j, :by, :now)""")
                    .param("id", id).param("issuer", issuer).param("client", clientId)
                    .param("a", authorization.toString()).param("t", token.toString()).param("j", jwks.toString())
                    .param("by", by).param("now", SqlTime.of(clock.instant())).update();
        }
        Platform stored = get(id);
        for (String deployment : new LinkedHashSet<>(deployments)) {
            if (!stored.deploymentIds().contains(deployment)) {
                sql.sql("INSERT INTO lti_deployments (platform_id, deployment_id) VALUES (:id, :d)")
                        .param("id", id).param("d", deployment).update();
            }
        }
        return get(id);
    }

    @Transactional(readOnly = true)
    public List<Platform> list() {
        return sql.sql("SELECT * FROM lti_platforms ORDER BY id").query(this::row).list();
    }

    @Transactional(readOnly = true)
    public Platform get(long id) {
        return sql.sql("SELECT * FROM lti_platforms WHERE id = :id").param("id", id).query(this::row).optional()
                .orElseThrow(() -> GraderProblem.notFound("No LTI platform " + id + "; GET /api/instructor/lti/platforms lists them"));
    }

    @Transactional(readOnly = true)
    public Optional<Platform> find(String issuer, String clientId) {
        return sql.sql("SELECT * FROM lti_platforms WHERE issuer = :issuer AND client_id = :client")
                .param("issuer", issuer).param("client", clientId).query(this::row).optional();
    }

    /** The platforms with this issuer (one per client id the issuer gave the tool). */
    @Transactional(readOnly = true)
    public List<Platform> byIssuer(String issuer) {
        return sql.sql("SELECT * FROM lti_platforms WHERE issuer = :issuer ORDER BY id").param("issuer", issuer)
                .query(this::row).list();
    }

    /** Removes a platform: its users can no longer launch; what they submitted stays. */
    @Transactional
    public Platform delete(long id) {
        Platform platform = get(id);
        sql.sql("DELETE FROM lti_platforms WHERE id = :id").param("id", id).update();
        return platform;
    }

    private URI checked(String url, String field) {
        try {
            return PlatformUrls.check(url, field, properties.allowLoopbackPlatforms());
        } catch (LtiRefusal refusal) {
            throw GraderProblem.badRequest(refusal.getMessage()).with("field", field);
        }
    }

    private static String text(String value, String field, int max) {
        if (value == null || value.isBlank()) {
            throw GraderProblem.badRequest(field + " is missing").with("field", field);
        }
        if (value.length() > max) {
            throw GraderProblem.badRequest(field + " is longer than " + max + " characters").with("field", field);
        }
        return value.strip();
    }

    private Platform row(ResultSet rs, int n) throws SQLException {
        long id = rs.getLong("id");
        List<String> deployments = sql.sql("SELECT deployment_id FROM lti_deployments WHERE platform_id = :id ORDER BY deployment_id")
                .param("id", id).query(String.class).list();
        return new Platform(id, rs.getString("issuer"), rs.getString("client_id"), URI.create(rs.getString("authorization_url")),
                URI.create(rs.getString("token_url")), URI.create(rs.getString("jwks_url")), deployments,
                rs.getString("registered_by"), rs.getTimestamp("created_at").toInstant());
    }
}
