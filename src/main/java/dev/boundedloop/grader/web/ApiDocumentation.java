package dev.boundedloop.grader.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.info.Contact;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.info.License;
import io.swagger.v3.oas.models.media.Content;
import io.swagger.v3.oas.models.media.IntegerSchema;
import io.swagger.v3.oas.models.media.MediaType;
import io.swagger.v3.oas.models.media.ObjectSchema;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.oas.models.media.StringSchema;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import io.swagger.v3.oas.models.servers.Server;
import io.swagger.v3.oas.models.tags.Tag;
import java.util.List;
import java.util.Map;
import org.springdoc.core.customizers.OpenApiCustomizer;
import org.springdoc.core.customizers.OperationCustomizer;
import org.springdoc.core.utils.SpringDocUtils;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.info.BuildProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpStatus;
import tools.jackson.databind.JsonNode;

/**
 * The OpenAPI document at /v3/api-docs: an info block with the built version, contact and licence,
 * one relative server, the bearer scheme
 * Swagger UI's Authorize button fills in, operations tagged by capability, and for each operation
 * the statuses it really answers, errors as RFC 9457 problem details ({@link ApiResponsesByOperation}).
 */
@Configuration(proxyBeanMethods = false)
class ApiDocumentation {

    static final String BEARER = "bearer";
    static final String PROBLEM = "Problem";

    static {
        // A JSON tree (an audit entry's detail) is an object of the action's own fields, not the
        // properties of the Java class that holds it.
        SpringDocUtils.getConfig().replaceWithSchema(JsonNode.class, new ObjectSchema()
                .description("An object whose fields depend on the action, e.g. {\"version\": 3, \"passed\": true}")
                .additionalProperties(true));
    }

    @Bean
    OpenAPI graderOpenApi(ObjectProvider<BuildProperties> build) {
        BuildProperties properties = build.getIfAvailable();
        return new OpenAPI()
                .info(new Info().title("Admission grader API")
                        .version(properties == null ? "unknown" : properties.getVersion())
                        .description("Grades learners' Java code for the course's assignments (the admission policy, the agent loop, "
                                + "the charged attempt) against each assignment's test suite. "
                                + "Learners and CI hooks submit and read their own reports; instructors manage the "
                                + "roster, suites, course settings and reviews. Every call needs a bearer token "
                                + "(Authorization: Bearer <token>): an instructor issues learners theirs, and the "
                                + "first instructor token is printed when the service first starts. Errors are "
                                + "RFC 9457 problem details (application/problem+json) whose detail says what to change.")
                        // Each deployment is run by its course; the project publishes no address of its own.
                        .contact(new Contact().name("The course's instructors, who run this service"))
                        .license(new License().name("Apache-2.0").url("https://www.apache.org/licenses/LICENSE-2.0")))
                // Relative, so that the document is the same whichever host and port served it (and
                // the checked-in copy can keep it); clients are given the service's address.
                .servers(List.of(new Server().url("/").description("This service, where the document was read")))
                .components(new Components()
                        .addSecuritySchemes(BEARER, new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                                .description("A token an instructor issued: learner, CI or instructor")))
                .addSecurityItem(new SecurityRequirement().addList(BEARER))
                .tags(ApiTags.ALL.stream().map(tag -> new Tag().name(tag.name()).description(tag.description())).toList());
    }

    /** RFC 9457: {@code type} is left out when it would be about:blank, as Spring does. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static Schema<?> problemSchema() {
        Schema problem = new ObjectSchema()
                .description("An RFC 9457 problem detail; 'detail' says what is wrong and what to change")
                .addProperty("type", new StringSchema().format("uri").description("A URI naming the kind of problem; absent means about:blank"))
                .addProperty("title", new StringSchema().description("The kind of problem, the same for every occurrence")
                        .example("Bad request"))
                .addProperty("status", new IntegerSchema().description("The HTTP status").example(400))
                .addProperty("detail", new StringSchema().description("This occurrence: what is wrong and what to change")
                        .example("The request body is not the JSON this endpoint expects at 'source' (expected a JSON string here, got a number)."))
                .addProperty("instance", new StringSchema().format("uri-reference").description("The request's path")
                        .example("/api/submissions"));
        problem.setRequired(List.of("title", "status", "detail"));
        problem.setAdditionalProperties(true);
        return problem;
    }

    /** Tags each operation with its capability. */
    @Bean
    OperationCustomizer tagByCapability() {
        return (operation, handler) -> {
            operation.setTags(List.of(ApiTags.of(handler.getBeanType()).name()));
            return operation;
        };
    }

    /** The statuses each operation answers, and the request bodies springdoc cannot see as they are read. */
    @Bean
    OpenApiCustomizer realResponses() {
        return openApi -> {
            // Here rather than in the OpenAPI bean: springdoc replaces the schemas it finds there.
            openApi.getComponents().addSchemas(PROBLEM, problemSchema());
            if (openApi.getPaths() == null) {
                return;
            }
            openApi.getPaths().forEach((path, item) -> {
                if (!path.startsWith("/api/")) {
                    return;
                }
                for (Map.Entry<PathItem.HttpMethod, Operation> entry : item.readOperationsMap().entrySet()) {
                    ApiResponsesByOperation.document(entry.getKey().name(), path, entry.getValue());
                }
            });
            OperationIds.makeReadable(openApi.getPaths());
        };
    }

    static ApiResponse problem(HttpStatus status, String description) {
        return new ApiResponse().description(description).content(new Content().addMediaType(
                org.springframework.http.MediaType.APPLICATION_PROBLEM_JSON_VALUE,
                new MediaType().schema(new Schema<>().$ref("#/components/schemas/" + PROBLEM))));
    }

    static ApiResponses responses(Operation operation) {
        if (operation.getResponses() == null) {
            operation.setResponses(new ApiResponses());
        }
        return operation.getResponses();
    }
}
