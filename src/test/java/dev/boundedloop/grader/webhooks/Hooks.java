package dev.boundedloop.grader.webhooks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpResponse;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Hooks on the test assignment, registered and removed as an instructor would, over the API. */
final class Hooks {

    private Hooks() {}

    /** Registers the receiver's path for the test assignment's reports; the answer holds the secret. */
    static JsonNode register(HttpApi api, Receiver receiver, String path) {
        HttpResponse<String> created = api.postJson("/api/instructor/webhooks", ServiceInstance.INSTRUCTOR,
                Map.of("url", receiver.url(path), "assignment", HttpApi.ASSIGNMENT));
        assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
        return HttpApi.json(created);
    }

    static void remove(HttpApi api, JsonNode hook) {
        api.send(api.request("/api/instructor/webhooks/" + hook.get("id").asLong(), ServiceInstance.INSTRUCTOR)
                .DELETE().build());
    }
}
