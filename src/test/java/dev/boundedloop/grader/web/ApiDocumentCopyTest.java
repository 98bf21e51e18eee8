package dev.boundedloop.grader.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The checked-in copy of the OpenAPI document, {@value #COPY}, from which the build generates the
 * client that {@code GeneratedClientTest} uses, stays equal to the document the service serves. When
 * they differ this test fails and names the command that writes the copy again:
 * {@code ./mvnw test -Dtiers.slow=none -Dtest=ApiDocumentCopyTest -Dopenapi.write=true}.
 * The document names its server relatively ({@code /}), so the copy is the document as served.
 */
@ServiceTest
class ApiDocumentCopyTest {

    static final String COPY = "src/test/resources/openapi/api-docs.json";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void theCheckedInCopyIsTheDocumentTheServiceServes() throws IOException {
        HttpResponse<String> served = SharedService.onH2().api().get("/v3/api-docs", null);
        assertThat(served.statusCode()).isEqualTo(200);
        String live = normalised(JSON.readTree(served.body()));
        Path copy = Path.of(COPY);
        if (Boolean.getBoolean("openapi.write")) {
            Files.writeString(copy, live, StandardCharsets.UTF_8);
        }
        String checkedIn = Files.exists(copy) ? Files.readString(copy, StandardCharsets.UTF_8) : "";
        assertThat(checkedIn)
                .as("%s differs from the served /v3/api-docs; write it again with "
                        + "./mvnw test -Dtiers.slow=none -Dtest=ApiDocumentCopyTest -Dopenapi.write=true", COPY)
                .isEqualTo(live);
    }

    private static String normalised(JsonNode document) {
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(document) + "\n";
    }
}
