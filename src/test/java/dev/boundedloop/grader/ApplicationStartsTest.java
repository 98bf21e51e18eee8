package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.lti.keys.ToolKeys;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.JsonNode;

@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "spring.datasource.url=jdbc:h2:mem:starts;DB_CLOSE_DELAY=-1")
@ServiceTest
class ApplicationStartsTest {

    @LocalServerPort int port;
    @Autowired ToolKeys toolKeys;
    @Autowired JdbcClient sql;
    @Autowired PlatformTransactionManager transactions;

    @Test
    void healthReportsUpOnARealPort() throws Exception {
        HttpResponse<String> response = get("/actuator/health");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"status\":\"UP\"");
    }

    /**
     * No RSA key is made at start; the first one LTI needs is committed at once, so a platform reading the
     * key set while the transaction that needed it is still open (a passback holding a row) sees that key and
     * makes no second one, and a rollback of that transaction keeps it.
     */
    @Test
    void theToolsFirstKeyIsMadeWhenFirstNeededAndCommittedOnItsOwn() {
        assertThat(keyCount()).as("keys made at start").isZero();

        String[] seen = new String[2];
        new TransactionTemplate(transactions).executeWithoutResult(status -> {
            seen[0] = toolKeys.current().getKeyID();
            JsonNode published = HttpApi.json(get("/lti/jwks")).get("keys");
            assertThat(published).hasSize(1);
            seen[1] = published.get(0).get("kid").asString();
            status.setRollbackOnly();
        });

        assertThat(seen[1]).as("the key set read while the first signer's transaction was open").isEqualTo(seen[0]);
        assertThat(keyCount()).isEqualTo(1);
        assertThat(toolKeys.current().getKeyID()).isEqualTo(seen[0]);
    }

    private long keyCount() {
        return sql.sql("SELECT COUNT(*) FROM lti_tool_keys").query(Long.class).single();
    }

    private HttpResponse<String> get(String path) {
        try {
            return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://localhost:" + port + path)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
