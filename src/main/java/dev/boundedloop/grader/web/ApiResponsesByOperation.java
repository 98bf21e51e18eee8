package dev.boundedloop.grader.web;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.headers.Header;
import io.swagger.v3.oas.models.media.BinarySchema;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.parameters.Parameter;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import java.util.List;
import java.util.Map;
import org.springframework.http.HttpStatus;

/**
 * The statuses each API operation answers. Some hold for every operation: a request the service
 * cannot read is 400 and one without a valid token 401; an instructor path is 403 for other roles;
 * a path naming a resource is 404 when there is none; a body can be too large (413) or of a type the
 * operation does not read (415). The rest are the operation's own, listed here by method and path.
 */
final class ApiResponsesByOperation {

    /** What an operation answers besides the statuses every operation shares. */
    private record Own(List<HttpStatus> success, Map<HttpStatus, String> errors) {}

    private static final String RETIRED_OR_CLOSED = "The assignment is retired, not open yet, or closed";

    private static final Own SUBMIT = new Own(List.of(HttpStatus.OK, HttpStatus.ACCEPTED), Map.of(
            HttpStatus.CONFLICT, RETIRED_OR_CLOSED,
            HttpStatus.UNPROCESSABLE_CONTENT, "No such assignment, or the Idempotency-Key was used for a different submission",
            HttpStatus.TOO_MANY_REQUESTS, "The course's submissions-per-hour quota (for a CI token, CI's own quota) is reached;"
                    + " Retry-After says when to try again",
            HttpStatus.SERVICE_UNAVAILABLE, "The grading queue is full; Retry-After says when to try again"));

    private static final Map<String, Own> OWN = Map.ofEntries(
            Map.entry("POST /api/submissions", SUBMIT),
            Map.entry("POST /api/submissions/upload", SUBMIT),
            Map.entry("POST /api/submissions/{id}/live-runs", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.UNPROCESSABLE_CONTENT, "The submission's policy cannot run: it did not compile, was rejected or is invalid",
                    HttpStatus.SERVICE_UNAVAILABLE, "Other live runs are under way, or the sandbox could not run the policy; Retry-After says when to try again"))),
            Map.entry("POST /api/instructor/learners", new Own(List.of(HttpStatus.CREATED), Map.of(
                    HttpStatus.CONFLICT, "A learner with this id already exists"))),
            Map.entry("POST /api/instructor/learners/import", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.CONFLICT, "Another request created some of these learners meanwhile; nothing was imported",
                    HttpStatus.UNPROCESSABLE_CONTENT, "A roster line is wrong; nothing was imported, the detail names the lines"))),
            Map.entry("POST /api/instructor/lti/platforms", new Own(List.of(HttpStatus.CREATED), Map.of())),
            Map.entry("DELETE /api/instructor/lti/platforms/{id}", new Own(List.of(HttpStatus.NO_CONTENT), Map.of())),
            Map.entry("POST /api/instructor/lti/roster/sync", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.NOT_FOUND, "No such platform, or no launch came from the context",
                    HttpStatus.CONFLICT, "The context's launches name no memberships service",
                    HttpStatus.SERVICE_UNAVAILABLE, "The LMS's roster could not be read; the detail says why, lmsStatus and lmsAnswer what it answered"))),
            Map.entry("DELETE /api/instructor/webhooks/{id}", new Own(List.of(HttpStatus.NO_CONTENT), Map.of())),
            Map.entry("POST /api/instructor/webhooks", new Own(List.of(HttpStatus.CREATED), Map.of())),
            Map.entry("POST /api/me/session/logout", new Own(List.of(HttpStatus.NO_CONTENT), Map.of())),
            Map.entry("POST /api/instructor/learners/{id}/tokens", new Own(List.of(HttpStatus.CREATED), Map.of())),
            Map.entry("POST /api/instructor/learners/{id}/ci-tokens", new Own(List.of(HttpStatus.CREATED), Map.of())),
            Map.entry("POST /api/instructor/learners/tokens", new Own(List.of(HttpStatus.CREATED), Map.of(
                    HttpStatus.NOT_FOUND, "A learner named is not on the roster, or nobody is in the section; nothing was issued"))),
            Map.entry("POST /api/instructor/tokens", new Own(List.of(HttpStatus.CREATED), Map.of())),
            Map.entry("DELETE /api/instructor/tokens/{tokenId}", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.CONFLICT, "This is the last active instructor token"))),
            Map.entry("PUT /api/instructor/assignments/{assignment}/suite", new Own(List.of(HttpStatus.OK, HttpStatus.CREATED), Map.of(
                    HttpStatus.UNPROCESSABLE_CONTENT, "The suite does not load, or fails its checks; the detail says where",
                    HttpStatus.SERVICE_UNAVAILABLE, "The suite's check could not finish; try again"))),
            Map.entry("POST /api/instructor/assignments/{assignment}/suite/versions/{version}/activate", new Own(
                    List.of(HttpStatus.OK), Map.of(HttpStatus.CONFLICT, "The version cannot be activated as it is"))),
            Map.entry("POST /api/instructor/assignments/{assignment}/retire", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.CONFLICT, "The assignment cannot be retired as it is"))),
            Map.entry("POST /api/instructor/assignments/{assignment}/reopen", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.CONFLICT, "The assignment cannot be reopened as it is"))),
            Map.entry("POST /api/instructor/assignments/{assignment}/regrade", new Own(
                    List.of(HttpStatus.OK, HttpStatus.ACCEPTED), Map.of())),
            Map.entry("POST /api/instructor/submissions/{submission}/regrade", new Own(
                    List.of(HttpStatus.OK, HttpStatus.ACCEPTED), Map.of())),
            Map.entry("POST /api/instructor/assignments/{assignment}/similarity", new Own(List.of(HttpStatus.ACCEPTED), Map.of(
                    HttpStatus.CONFLICT, "A similarity run of this assignment is already under way",
                    HttpStatus.SERVICE_UNAVAILABLE, "Too many similarity runs are waiting; try again later"))),
            Map.entry("PUT /api/instructor/submissions/{id}/override", new Own(List.of(HttpStatus.OK), Map.of(
                    HttpStatus.CONFLICT, "The submission has no report yet"))),
            Map.entry("DELETE /api/instructor/submissions/{id}/override", new Own(List.of(HttpStatus.NO_CONTENT), Map.of())),
            Map.entry("DELETE /api/instructor/assignments/{assignment}/extensions/{learner}", new Own(
                    List.of(HttpStatus.NO_CONTENT), Map.of())));

    private ApiResponsesByOperation() {}

    static void document(String method, String path, Operation operation) {
        ApiResponses responses = ApiDocumentation.responses(operation);
        Own own = OWN.getOrDefault(method + " " + path, new Own(List.of(HttpStatus.OK), Map.of()));
        success(responses, own.success());
        responses.addApiResponse("400", ApiDocumentation.problem(HttpStatus.BAD_REQUEST,
                "The request is malformed: a parameter or field is missing, of the wrong type, or out of range; "
                        + "the detail names it"));
        responses.addApiResponse("401", ApiDocumentation.problem(HttpStatus.UNAUTHORIZED,
                "No bearer token, or one that is unknown or revoked")
                .addHeaderObject("WWW-Authenticate", new Header().schema(new StringSchema().example("Bearer"))));
        if (path.startsWith("/api/instructor/")) {
            responses.addApiResponse("403", ApiDocumentation.problem(HttpStatus.FORBIDDEN,
                    "The token is not an instructor's"));
        }
        if (path.contains("{")) {
            responses.addApiResponse("404", ApiDocumentation.problem(HttpStatus.NOT_FOUND,
                    "Nothing at this path that the token may read"));
        }
        if (operation.getRequestBody() != null) {
            responses.addApiResponse("413", ApiDocumentation.problem(HttpStatus.CONTENT_TOO_LARGE,
                    "The body is over grader.web.max-body (256 KiB by default)"));
            responses.addApiResponse("415", ApiDocumentation.problem(HttpStatus.UNSUPPORTED_MEDIA_TYPE,
                    "The body's Content-Type is not one this operation reads, or JSON that is not UTF-8"));
        }
        own.errors().forEach((status, description) -> responses.addApiResponse(String.valueOf(status.value()),
                ApiDocumentation.problem(status, description)));
        if ("POST /api/submissions".equals(method + " " + path)) {
            submissionJson(operation);
        }
        if ("POST /api/submissions/upload".equals(method + " " + path)) {
            submissionForm(operation);
        }
        if ("POST /api/instructor/learners".equals(method + " " + path)) {
            example(operation, Map.of("id", "alice", "name", "Alice Example", "email", "alice@example.edu",
                    "section", "A"));
        }
    }

    private static void example(Operation operation, Object example) {
        if (operation.getRequestBody() != null && operation.getRequestBody().getContent() != null) {
            MediaType json = operation.getRequestBody().getContent().get(org.springframework.http.MediaType.APPLICATION_JSON_VALUE);
            if (json != null) {
                json.setExample(example);
            }
        }
    }

    /**
     * Moves the response springdoc inferred (200) to the operation's real success statuses; a status
     * whose answer the handler declares itself (its own schema) keeps that.
     */
    private static void success(ApiResponses responses, List<HttpStatus> statuses) {
        ApiResponse inferred = responses.remove("200");
        for (HttpStatus status : statuses) {
            ApiResponse own = status == HttpStatus.OK ? inferred : responses.get(String.valueOf(status.value()));
            if (own != null && declared(own)) {
                responses.addApiResponse(String.valueOf(status.value()), own);
                continue;
            }
            ApiResponse response = new ApiResponse().description(description(status));
            if (status != HttpStatus.NO_CONTENT && inferred != null) {
                response.setContent(json(inferred.getContent()));
            }
            responses.addApiResponse(String.valueOf(status.value()), response);
        }
    }

    /** A response the handler declares with a schema of its own, not springdoc's bare object for Object. */
    private static boolean declared(ApiResponse response) {
        if (response.getContent() == null) {
            return false;
        }
        return !response.getContent().containsKey("*/*") && response.getContent().values().stream()
                .anyMatch(media -> media.getSchema() != null
                && (media.getSchema().get$ref() != null || media.getSchema().getProperties() != null));
    }

    // springdoc documents any media type where a handler returns JSON without declaring it.
    private static Content json(Content content) {
        if (content == null || !content.containsKey("*/*")) {
            return content;
        }
        Content named = new Content();
        content.forEach((type, media) -> named.addMediaType(
                "*/*".equals(type) ? org.springframework.http.MediaType.APPLICATION_JSON_VALUE : type, media));
        return named;
    }

    private static String description(HttpStatus status) {
        return switch (status) {
            case CREATED -> "Created; Location names the new resource";
            case ACCEPTED -> "Accepted: stored, to be done in the background; Location names where to poll";
            case NO_CONTENT -> "Done; nothing to return";
            default -> "OK";
        };
    }

    private static void submissionJson(Operation operation) {
        MediaType json = operation.getRequestBody().getContent().get(org.springframework.http.MediaType.APPLICATION_JSON_VALUE);
        json.setExample(Map.of("assignment", "ch03-unit-a",
                "source", "public class MyPolicy implements AdmissionPolicy { ... }",
                "notes", "Why I chose a stream of rules"));
        operation.getRequestBody().setRequired(true);
        waitExample(operation);
    }

    /**
     * The form's fields are parts of the body, not query parameters, though the controller reads
     * them as request parameters.
     */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static void submissionForm(Operation operation) {
        if (operation.getParameters() != null) {
            operation.getParameters().removeIf(parameter -> "query".equals(parameter.getIn())
                    && List.of("assignment", "notes", "file").contains(parameter.getName()));
        }
        Schema form = new ObjectSchema()
                .addProperty("assignment", new StringSchema().description("The assignment's id").example("ch03-unit-a"))
                .addProperty("file", new BinarySchema().description("The policy's Java source file, UTF-8, at most 64 KiB"))
                .addProperty("notes", new StringSchema().description("Optional notes for the instructor"));
        form.setRequired(List.of("assignment", "file"));
        operation.setRequestBody(new io.swagger.v3.oas.models.parameters.RequestBody().required(true).content(new Content()
                .addMediaType(org.springframework.http.MediaType.MULTIPART_FORM_DATA_VALUE, new MediaType().schema(form))));
        waitExample(operation);
    }

    private static void waitExample(Operation operation) {
        if (operation.getParameters() != null) {
            for (Parameter parameter : operation.getParameters()) {
                if ("wait".equals(parameter.getName())) {
                    parameter.setExample(30);
                }
            }
        }
    }
}
