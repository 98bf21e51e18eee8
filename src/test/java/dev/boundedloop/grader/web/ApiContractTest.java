package dev.boundedloop.grader.web;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The OpenAPI document against the service it describes: every documented operation exists, and
 * each status a client can provoke is one the document declares for that operation, with a body
 * that has the problem schema's required fields when it is an error.
 */
@ServiceTest
class ApiContractTest {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final String SOURCE = HttpApi.catalogue("correct/Reference.java");

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static HttpApi api;
    private static JsonNode document;

    @BeforeAll
    static void start() {
        api = SharedService.onH2().api();
        HttpResponse<String> docs = api.get("/v3/api-docs", null);
        assertThat(docs.statusCode()).isEqualTo(200);
        document = json(docs);

    }

    private static JsonNode operation(String method, String template) {
        JsonNode path = document.get("paths").get(template);
        assertThat(path).as("documented path %s", template).isNotNull();
        JsonNode operation = path.get(method.toLowerCase(Locale.ROOT));
        assertThat(operation).as("documented %s %s", method, template).isNotNull();
        return operation;
    }

    private static Set<Integer> declared(String method, String template) {
        Set<Integer> statuses = new HashSet<>();
        operation(method, template).get("responses").propertyNames().forEach(code -> statuses.add(Integer.parseInt(code)));
        return statuses;
    }

    /** The response's status is declared for the operation, and an error's body is a problem detail. */
    private static void assertConforms(String method, String template, int status, String contentType, String body) {
        assertThat(declared(method, template)).as("%s %s answered %s: %s", method, template, status, body)
                .contains(status);
        if (status >= 400) {
            assertThat(contentType).as("%s %s %s", method, template, status).startsWith("application/problem+json");
            JsonNode problem = JSON.readTree(body);
            for (JsonNode required : document.get("components").get("schemas").get("Problem").get("required")) {
                assertThat(problem.has(required.asString())).as("'%s' in %s", required.asString(), body).isTrue();
            }
            assertThat(problem.get("status").asInt()).isEqualTo(status);
        }
    }

    private static HttpResponse<String> conforms(String method, String template, HttpResponse<String> response) {
        assertConforms(method, template, response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.body());
        return response;
    }

    @Test
    void theDocumentHasAnInfoBlockTheBearerSchemeAndTheProblemSchema() {
        assertThat(document.get("info").get("title").asString()).isNotBlank();
        assertThat(document.get("info").get("description").asString()).contains("bearer token");
        assertThat(document.get("info").get("version").asString()).isNotBlank().isNotEqualTo("unknown");
        JsonNode bearer = document.get("components").get("securitySchemes").get("bearer");
        assertThat(bearer.get("type").asString()).isEqualTo("http");
        assertThat(bearer.get("scheme").asString()).isEqualTo("bearer");
        assertThat(document.get("security").get(0).has("bearer")).isTrue();
        assertThat(document.get("components").get("schemas").get("Problem").get("required").toString())
                .contains("title", "status", "detail");
    }

    @Test
    void everyOperationIsTaggedWithACapability() {
        Set<String> tags = new HashSet<>();
        document.get("tags").forEach(tag -> tags.add(tag.get("name").asString()));
        assertThat(tags).contains("submissions", "instructor", "suites", "course", "roster", "similarity");
        List<String> untagged = new ArrayList<>();
        forEachOperation((method, template, operation) -> {
            if (!operation.has("tags") || !tags.contains(operation.get("tags").get(0).asString())) {
                untagged.add(method + " " + template);
            }
        });
        assertThat(untagged).isEmpty();
    }

    @Test
    void aSubmissionIsOneOperationForJsonAndAnotherForTheFormNeitherWithItsFieldsAsQueryParameters() {
        JsonNode json = operation("POST", "/api/submissions");
        assertThat(queryParameters(json)).containsExactly("wait");
        assertThat(json.get("requestBody").get("content").propertyNames()).containsExactly("application/json");
        assertThat(json.get("requestBody").get("content").get("application/json").has("example")).isTrue();
        JsonNode form = operation("POST", "/api/submissions/upload");
        assertThat(queryParameters(form)).containsExactly("wait");
        assertThat(form.get("requestBody").get("content").propertyNames()).containsExactly("multipart/form-data");
        assertThat(form.get("requestBody").get("content").get("multipart/form-data").get("schema").get("properties")
                .propertyNames()).contains("assignment", "file", "notes");
        assertThat(json.get("operationId").asString()).isEqualTo("submitJson");
        assertThat(form.get("operationId").asString()).isEqualTo("submitForm");
        // Both answers of ?wait have their own schema: the report when final, else where it stands.
        for (JsonNode submit : List.of(json, form)) {
            assertThat(submit.at("/responses/200/content/application~1json/schema/$ref").asString())
                    .endsWith("/SubmissionView");
            assertThat(submit.at("/responses/202/content/application~1json/schema/$ref").asString())
                    .endsWith("/SubmissionAccepted");
        }
    }

    /** A generated client sends one type per operation: an operation that reads two lets it pick the wrong one. */
    @Test
    void everyRequestBodyHasOneContentTypeAndEveryAnswerASchema() {
        List<String> failures = new ArrayList<>();
        forEachOperation((method, template, operation) -> {
            JsonNode body = operation.get("requestBody");
            if (body != null && body.get("content").size() != 1) {
                failures.add(method + " " + template + " reads " + body.get("content").propertyNames());
            }
            for (String status : operation.get("responses").propertyNames()) {
                JsonNode content = operation.get("responses").get(status).get("content");
                if (status.equals("204")) {
                    if (content != null) {
                        failures.add(method + " " + template + " 204 has a body");
                    }
                    continue;
                }
                if (content == null) {
                    failures.add(method + " " + template + " " + status + " has no content");
                    continue;
                }
                content.forEach(media -> {
                    JsonNode schema = media.get("schema");
                    if (schema == null || (!schema.has("$ref") && !schema.has("properties") && !schema.has("items")
                            && !schema.has("additionalProperties") && !"string".equals(schema.path("type").asString("")))) {
                        failures.add(method + " " + template + " " + status + " has no schema: " + schema);
                    }
                });
            }
        });
        assertThat(failures).isEmpty();
    }

    /** No schema describes a Java class's internals (Jackson's JsonNode getters) instead of the JSON sent. */
    @Test
    void noSchemaDescribesJavaInternals() {
        JsonNode schemas = document.get("components").get("schemas");
        assertThat(schemas.propertyNames()).doesNotContain("JsonNode", "ObjectNode");
        assertThat(schemas.toString()).doesNotContain("\"nodeType\"", "\"bigDecimal\"", "\"floatingPointNumber\"");
        JsonNode detail = schemas.get("AuditEntry").get("properties").get("detail");
        assertThat(detail.get("type").asString()).isEqualTo("object");
    }

    @Test
    void aJsonSubmissionWithNoBodyIsA400ThatSaysSoInPlainWords() {
        String token = api.createLearner(INSTRUCTOR, "contract-nobody-" + UUID.randomUUID().toString().substring(0, 8));
        HttpResponse<String> refused = conforms("POST", "/api/submissions", api.send(api.request("/api/submissions", token)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.noBody()).build()));

        assertThat(refused.statusCode()).isEqualTo(400);
        String detail = json(refused).get("detail").asString();
        assertThat(detail).contains("no body").contains("\"source\"")
                .doesNotContain("SubmissionController", "submitJson", "(", "java.");
    }

    @Test
    void aDeletedWebhookIsA204AsDocumented() {
        assertThat(declared("DELETE", "/api/instructor/webhooks/{id}")).contains(204).doesNotContain(200);
        assertThat(declared("POST", "/api/instructor/webhooks")).contains(201).doesNotContain(200);
    }

    private static List<String> queryParameters(JsonNode operation) {
        List<String> query = new ArrayList<>();
        operation.path("parameters").forEach(p -> {
            if (p.get("in").asString().equals("query")) {
                query.add(p.get("name").asString());
            }
        });
        return query;
    }

    @Test
    void everyDocumentedOperationExistsAndAnswersAStatusItDeclares() {
        List<String> failures = new ArrayList<>();
        forEachOperation((method, template, operation) -> {
            String path = concrete(template, operation);
            HttpRequest.Builder request = api.request(path, INSTRUCTOR);
            JsonNode body = operation.get("requestBody");
            if (body == null) {
                request.method(method, HttpRequest.BodyPublishers.noBody());
            } else {
                String type = body.get("content").propertyNames().iterator().next();
                type = body.get("content").has("application/json") ? "application/json" : type;
                request.header("Content-Type", type.equals("multipart/form-data") ? type + "; boundary=x" : type)
                        .method(method, HttpRequest.BodyPublishers.ofString(type.contains("json") ? "{}" : ""));
            }
            HttpResponse<String> response = api.send(request.build());
            String answer = method + " " + path + " -> " + response.statusCode() + " " + response.body();
            if (response.statusCode() == 405 || response.body().contains("No static resource")) {
                failures.add("not served: " + answer);
            } else {
                try {
                    assertConforms(method, template, response.statusCode(),
                            response.headers().firstValue("Content-Type").orElse(""), response.body());
                } catch (AssertionError undeclared) {
                    failures.add(undeclared.getMessage());
                }
            }
        });
        assertThat(failures).isEmpty();
    }

    @Test
    void everyStatusAClientCanProvokeIsDeclaredForItsOperation() {
        String learnerId = "contract-" + UUID.randomUUID().toString().substring(0, 8);
        // 201, then 409 for the same learner again
        String token = json(conforms("POST", "/api/instructor/learners",
                api.postJson("/api/instructor/learners", INSTRUCTOR, Map.of("id", learnerId)))).get("token").asString();
        assertThat(conforms("POST", "/api/instructor/learners",
                api.postJson("/api/instructor/learners", INSTRUCTOR, Map.of("id", learnerId))).statusCode()).isEqualTo(409);
        // 200
        assertThat(conforms("GET", "/api/assignments", api.get("/api/assignments", token)).statusCode()).isEqualTo(200);
        // 202, then 200 with the report
        HttpResponse<String> accepted = conforms("POST", "/api/submissions", api.postJson("/api/submissions", token,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE)));
        assertThat(accepted.statusCode()).isEqualTo(202);
        HttpResponse<String> waited = conforms("POST", "/api/submissions", api.postJson("/api/submissions?wait=60", token,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE + "\n// again\n")));
        assertThat(waited.statusCode()).isEqualTo(200);
        String id = json(accepted).get("id").asString();
        conforms("GET", "/api/submissions/{id}", api.get("/api/submissions/" + id, token));
        // 400
        assertThat(conforms("GET", "/api/submissions", api.get("/api/submissions?page=-1", token)).statusCode())
                .isEqualTo(400);
        assertThat(conforms("POST", "/api/submissions", api.postJson("/api/submissions", token,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", 123))).statusCode()).isEqualTo(400);
        // 401
        assertThat(conforms("GET", "/api/submissions", api.get("/api/submissions", null)).statusCode()).isEqualTo(401);
        assertThat(conforms("GET", "/api/submissions", api.get("/api/submissions", "not-a-token")).statusCode())
                .isEqualTo(401);
        // 403
        assertThat(conforms("GET", "/api/instructor/learners", api.get("/api/instructor/learners", token)).statusCode())
                .isEqualTo(403);
        // 404
        assertThat(conforms("GET", "/api/submissions/{id}", api.get("/api/submissions/" + UUID.randomUUID(), token))
                .statusCode()).isEqualTo(404);
        assertThat(conforms("GET", "/api/instructor/learners/{id}", api.get("/api/instructor/learners/nobody", INSTRUCTOR))
                .statusCode()).isEqualTo(404);
        // 413
        byte[] huge = ("{\"assignment\":\"ch03-unit-a\",\"source\":\"" + "x".repeat(300 * 1024) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
        assertThat(conforms("POST", "/api/submissions", api.send(api.request("/api/submissions", token)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(huge)).build()))
                .statusCode()).isEqualTo(413);
        // 415
        assertThat(conforms("POST", "/api/submissions", api.send(api.request("/api/submissions", token)
                .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(SOURCE)).build()))
                .statusCode()).isEqualTo(415);
        // 422
        assertThat(conforms("POST", "/api/submissions", api.postJson("/api/submissions", token,
                Map.of("assignment", "no-such-assignment", "source", SOURCE))).statusCode()).isEqualTo(422);
    }

    @Test
    void aQuotaReachedIs429AsDocumented() {
        String settings = "/api/instructor/assignments/" + HttpApi.ASSIGNMENT + "/settings";
        JsonNode before = json(api.get(settings, INSTRUCTOR));
        String token = api.createLearner(INSTRUCTOR, "contract-quota-" + UUID.randomUUID().toString().substring(0, 8));
        try {
            conforms("PUT", "/api/instructor/assignments/{assignment}/settings", api.send(api.request(settings, INSTRUCTOR)
                    .header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString("{\"submissionsPerHour\": 1}")).build()));
            api.submit(token, SOURCE);

            HttpResponse<String> refused = conforms("POST", "/api/submissions", api.postJson("/api/submissions", token,
                    Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE + "\n// second\n")));

            assertThat(refused.statusCode()).isEqualTo(429);
            assertThat(refused.headers().firstValue("Retry-After")).isPresent();
        } finally {
            api.send(api.request(settings, INSTRUCTOR).header("Content-Type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString(before.toString())).build());
        }
    }

    private interface OperationVisitor {
        void visit(String method, String template, JsonNode operation);
    }

    private static void forEachOperation(OperationVisitor visitor) {
        for (String template : document.get("paths").propertyNames()) {
            JsonNode item = document.get("paths").get(template);
            for (String method : List.of("get", "put", "post", "delete", "patch")) {
                if (item.has(method)) {
                    visitor.visit(method.toUpperCase(Locale.ROOT), template, item.get(method));
                }
            }
        }
    }

    /** The template with each path variable given a value of its type that names nothing stored. */
    private static String concrete(String template, JsonNode operation) {
        Matcher variables = Pattern.compile("\\{([^}]+)}").matcher(template);
        StringBuilder path = new StringBuilder();
        while (variables.find()) {
            String value = "no-such-thing";
            for (JsonNode parameter : operation.path("parameters")) {
                if (parameter.get("name").asString().equals(variables.group(1))) {
                    JsonNode schema = parameter.get("schema");
                    String type = schema.path("type").asString("");
                    if ("uuid".equals(schema.path("format").asString(""))) {
                        value = UUID.randomUUID().toString();
                    } else if (type.equals("integer")) {
                        value = "987654";
                    }
                }
            }
            variables.appendReplacement(path, value);
        }
        variables.appendTail(path);
        return path.toString();
    }
}
