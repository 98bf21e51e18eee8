package dev.boundedloop.grader.lti.keys;

import dev.boundedloop.grader.storage.SqlTime;
import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.text.ParseException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The tool's signing keys. One is current and signs; the ones it replaced stay published until an
 * instructor retires them, so that what they signed (a deep-linking answer in flight) still checks.
 * The first key is made when LTI first needs one, not at start: an RSA key costs a start up to a
 * second of CPU, which a service that no platform uses never needs to spend.
 */
@Service
public class ToolKeys {

    private static final int KEY_BITS = 2048;

    private final JdbcClient sql;
    private final Clock clock;
    /** Commits the first key on its own, whatever transaction first needs it. */
    private final TransactionTemplate ownTransaction;

    ToolKeys(JdbcClient sql, Clock clock, PlatformTransactionManager transactions) {
        this.sql = sql;
        this.clock = clock;
        this.ownTransaction = new TransactionTemplate(transactions);
        ownTransaction.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
    }

    /** The current key; the first is made (and stored) when there is none yet. */
    @Transactional
    public RSAKey current() {
        return stored().orElseGet(this::makeFirst);
    }

    /**
     * The newest current key: two replicas that each made a first key at the same moment both publish
     * theirs, and all sign with the same one.
     */
    private Optional<RSAKey> stored() {
        return sql.sql("SELECT jwk_json FROM lti_tool_keys WHERE is_current = TRUE ORDER BY created_at DESC, kid")
                .query(String.class).list().stream().findFirst().map(ToolKeys::parse);
    }

    /**
     * Makes the first key in a transaction of its own, committed before the caller goes on: made inside the
     * caller's (a score's passback, which holds a row locked while it asks the platform for a token), it would
     * be invisible to the platform reading {@code /lti/jwks} meanwhile, which would make a second key. Two
     * threads that both find none may both make one; {@link #stored} then picks the same one for both.
     */
    private RSAKey makeFirst() {
        return ownTransaction.execute(status -> stored().orElseGet(this::makeCurrent));
    }

    /** Makes a new current key; the old one stays published. Returns the new key's id. */
    @Transactional
    public String rotate() {
        current();
        sql.sql("UPDATE lti_tool_keys SET is_current = FALSE WHERE is_current = TRUE").update();
        return makeCurrent().getKeyID();
    }

    /** Stops publishing every key but the current one; returns how many were retired. */
    @Transactional
    public int retireOld() {
        return sql.sql("UPDATE lti_tool_keys SET retired_at = :now WHERE is_current = FALSE AND retired_at IS NULL")
                .param("now", SqlTime.of(clock.instant())).update();
    }

    /** The public halves of the keys not retired, as {@code /lti/jwks} serves them. */
    @Transactional
    public JWKSet published() {
        current();
        List<RSAKey> keys = sql.sql("SELECT jwk_json FROM lti_tool_keys WHERE retired_at IS NULL ORDER BY created_at DESC")
                .query(String.class).list().stream().map(ToolKeys::parse).map(RSAKey::toPublicJWK).toList();
        return new JWKSet(List.copyOf(keys));
    }

    /** Signs the claims with the current key (RS256, its kid in the header). */
    public String sign(JWTClaimsSet claims) {
        RSAKey key = current();
        SignedJWT jwt = new SignedJWT(new JWSHeader.Builder(JWSAlgorithm.RS256).keyID(key.getKeyID())
                .type(JOSEObjectType.JWT).build(), claims);
        try {
            jwt.sign(new RSASSASigner(key));
        } catch (JOSEException e) {
            throw new IllegalStateException("The tool's key could not sign", e);
        }
        return jwt.serialize();
    }

    private RSAKey makeCurrent() {
        RSAKey key;
        try {
            key = new RSAKeyGenerator(KEY_BITS).keyUse(KeyUse.SIGNATURE).algorithm(JWSAlgorithm.RS256)
                    .keyID(UUID.randomUUID().toString()).generate();
        } catch (JOSEException e) {
            throw new IllegalStateException("An RSA key could not be made", e);
        }
        sql.sql("INSERT INTO lti_tool_keys (kid, jwk_json, is_current, created_at) VALUES (:kid, :jwk, TRUE, :now)")
                .param("kid", key.getKeyID()).param("jwk", key.toJSONString()).param("now", SqlTime.of(clock.instant())).update();
        return key;
    }

    private static RSAKey parse(String json) {
        try {
            return RSAKey.parse(json);
        } catch (ParseException e) {
            throw new IllegalStateException("A stored LTI key is not a JWK", e);
        }
    }
}
