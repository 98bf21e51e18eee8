package dev.boundedloop.grader.audit;

import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.storage.SqlTime;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Records instructors' actions: a row in the audit table, and a log line once it is committed. The
 * actor is the caller of the current request. {@link #run} does the action and writes its row in one
 * transaction (the action's own transactional methods join it), so there is no action without its
 * row, nor a row for an action that rolled back.
 */
@Service
public class AuditTrail {

    private static final Logger log = LoggerFactory.getLogger(AuditTrail.class);
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Who acts when no request does: a start-up task, or a test. */
    static final String SYSTEM = "system";

    private final JdbcClient jdbc;
    private final TransactionTemplate transactions;
    private final Clock clock;

    AuditTrail(JdbcClient jdbc, TransactionTemplate transactions, Clock clock) {
        this.jdbc = jdbc;
        this.transactions = transactions;
        this.clock = clock;
    }

    /** Does the action and records it with the detail its result gives, in one transaction. */
    public <T> T run(String action, String target, Supplier<T> work, Function<? super T, ?> detail) {
        return transactions.execute(tx -> {
            T result = work.get();
            record(action, target, detail.apply(result));
            return result;
        });
    }

    /** Does an action that may find nothing to do (it answers false), and records it only if it did something. */
    public boolean runIf(String action, String target, BooleanSupplier work) {
        return Boolean.TRUE.equals(transactions.execute(tx -> {
            boolean done = work.getAsBoolean();
            if (done) {
                record(action, target, Map.of());
            }
            return done;
        }));
    }

    /** Records an action in the caller's transaction if there is one; detail is a map or record, written as JSON. */
    public void record(String action, String target, Object detail) {
        String actor = actor();
        String json = JSON.writeValueAsString(detail == null ? Map.of() : detail);
        jdbc.sql("""
                        INSERT INTO audit_events (id, at, actor, action, target, detail_json)
                        VALUES (nextval('audit_events_seq'), :at, :actor, :action, :target, :detail)""")
                .param("at", SqlTime.of(clock.instant()))
                .param("actor", actor)
                .param("action", action)
                .param("target", target)
                .param("detail", json)
                .update();
        AfterCommit.run(() -> log.info("instructor action action={} actor={} target={} detail={}", action,
                LogText.value(actor), LogText.value(target), LogText.value(json)));
    }

    /** A detail map from key, value pairs; null values are left out. */
    public static Map<String, Object> detail(Object... keysAndValues) {
        Map<String, Object> detail = new LinkedHashMap<>();
        for (int i = 0; i + 1 < keysAndValues.length; i += 2) {
            if (keysAndValues[i + 1] != null) {
                detail.put(String.valueOf(keysAndValues[i]), keysAndValues[i + 1]);
            }
        }
        return detail;
    }

    private static String actor() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication != null && authentication.getPrincipal() instanceof Caller caller ? caller.subject()
                : SYSTEM;
    }
}
