package dev.boundedloop.grader.lti.registration;

import dev.boundedloop.grader.lti.LtiPages;
import dev.boundedloop.grader.lti.LtiProperties;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.PlatformHttp;
import dev.boundedloop.grader.lti.PlatformUrls;
import dev.boundedloop.grader.lti.ToolUrls;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * LTI Dynamic Registration 1.0: the platform opens this page with its OpenID configuration URL and a
 * registration token; the tool reads the configuration, registers itself at the platform's registration
 * endpoint, stores the client id (and deployment) it is given, and tells the platform's window it is done.
 */
// A browser protocol endpoint of LTI (form posts and redirects, HTML pages), described in docs/lti.md, not the JSON API.
@Hidden
@RestController
class DynamicRegistrationController {

    static final List<String> SCOPES = List.of("https://purl.imsglobal.org/spec/lti-ags/scope/lineitem",
            "https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly",
            "https://purl.imsglobal.org/spec/lti-ags/scope/score",
            "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly");
    private static final String TOOL_CONFIGURATION = "https://purl.imsglobal.org/spec/lti-tool-configuration";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Logger log = LoggerFactory.getLogger(DynamicRegistrationController.class);

    private final PlatformHttp http;
    private final Platforms platforms;
    private final ToolUrls urls;
    private final LtiProperties properties;

    DynamicRegistrationController(PlatformHttp http, Platforms platforms, ToolUrls urls, LtiProperties properties) {
        this.http = http;
        this.platforms = platforms;
        this.urls = urls;
        this.properties = properties;
    }

    @Operation(summary = "LTI Dynamic Registration: the platform opens this with openid_configuration and registration_token")
    @GetMapping("/lti/register")
    ResponseEntity<String> register(@RequestParam(name = "openid_configuration", required = false) String configurationUrl,
            @RequestParam(name = "registration_token", required = false) String registrationToken,
            HttpServletRequest request) {
        if (!properties.dynamicRegistration()) {
            throw new LtiRefusal("dynamic_registration", "Dynamic Registration is turned off on this service "
                    + "(grader.lti.dynamic-registration=false); an instructor registers the platform with POST /api/instructor/lti/platforms");
        }
        URI configurationUri = PlatformUrls.check(configurationUrl, "openid_configuration", properties.allowLoopbackPlatforms());
        JsonNode configuration = json(http.get(configurationUri, "application/json"), "The platform's OpenID configuration");
        String issuer = field(configuration, "issuer");
        if (!configurationUri.toString().startsWith(issuer.endsWith("/") ? issuer : issuer + "/")
                && !configurationUri.toString().equals(issuer)) {
            throw new LtiRefusal("issuer", "The configuration's issuer \"" + issuer + "\" is not where the configuration "
                    + "was read from (" + configurationUri + ")");
        }
        URI endpoint = PlatformUrls.check(field(configuration, "registration_endpoint"), "registration_endpoint",
                properties.allowLoopbackPlatforms());
        PlatformHttp.Answer answer = http.postJson(endpoint, JSON.writeValueAsString(client(request)),
                registrationToken == null || registrationToken.isBlank() ? null : registrationToken);
        if (!answer.ok()) {
            throw new LtiRefusal("registration_endpoint", "The platform's registration endpoint " + endpoint + " answered "
                    + answer.status() + ": " + abbreviated(answer.body()));
        }
        JsonNode registered = json(answer, "The platform's registration answer");
        String clientId = field(registered, "client_id");
        JsonNode toolConfiguration = registered.path(TOOL_CONFIGURATION);
        List<String> deployments = new ArrayList<>();
        if (toolConfiguration.path("deployment_id").isString()) {
            deployments.add(toolConfiguration.path("deployment_id").asString());
        }
        Platform platform = platforms.register(new NewPlatform(issuer, clientId, deployments,
                field(configuration, "authorization_endpoint"), field(configuration, "token_endpoint"),
                field(configuration, "jwks_uri")), "lti-dynamic-registration", false);
        log.info("LTI platform {} registered itself by Dynamic Registration: client id {}, deployments {}", issuer, clientId,
                platform.deploymentIds());
        String body = "<p id=\"registered\">The grader is registered with " + LtiPages.escape(issuer) + " as client <code>"
                + LtiPages.escape(clientId) + "</code>" + (platform.deploymentIds().isEmpty() ? ""
                        : ", deployment <code>" + LtiPages.escape(String.join(", ", platform.deploymentIds())) + "</code>")
                + ". You may close this window.</p><script src=\"/lti/registered.js\"></script>";
        return ResponseEntity.ok().contentType(LtiPages.HTML).header("Cache-Control", "no-store")
                .body(LtiPages.page("Registered", body));
    }

    /** The client registration the tool asks for (OpenID Connect Dynamic Client Registration with the LTI extension). */
    private Map<String, Object> client(HttpServletRequest request) {
        URI base = urls.base(request);
        String launch = base + ToolUrls.LAUNCH;
        Map<String, Object> tool = new LinkedHashMap<>();
        tool.put("domain", base.getAuthority());
        tool.put("target_link_uri", launch);
        tool.put("description", "Grades learners' Java AdmissionPolicy code");
        tool.put("claims", List.of("iss", "sub", "name", "given_name", "family_name", "email"));
        tool.put("messages", List.of(
                Map.of("type", "LtiResourceLinkRequest", "target_link_uri", launch),
                Map.of("type", "LtiDeepLinkingRequest", "target_link_uri", launch, "label", "Link an assignment")));
        Map<String, Object> client = new LinkedHashMap<>();
        client.put("application_type", "web");
        client.put("response_types", List.of("id_token"));
        client.put("grant_types", List.of("implicit", "client_credentials"));
        client.put("initiate_login_uri", base + ToolUrls.LOGIN);
        client.put("redirect_uris", List.of(launch));
        client.put("client_name", "Admission grader");
        client.put("jwks_uri", base + ToolUrls.JWKS);
        client.put("token_endpoint_auth_method", "private_key_jwt");
        client.put("scope", String.join(" ", SCOPES));
        client.put(TOOL_CONFIGURATION, tool);
        return client;
    }

    private static JsonNode json(PlatformHttp.Answer answer, String what) {
        if (!answer.ok()) {
            throw new LtiRefusal("platform", what + " could not be read: the platform answered " + answer.status());
        }
        try {
            JsonNode node = JSON.readTree(answer.body());
            if (!node.isObject()) {
                throw new LtiRefusal("platform", what + " is not a JSON object");
            }
            return node;
        } catch (JacksonException e) {
            throw new LtiRefusal("platform", what + " is not JSON: " + e.getOriginalMessage());
        }
    }

    private static String field(JsonNode node, String name) {
        JsonNode value = node.path(name);
        if (!value.isString() || value.asString().isBlank()) {
            throw new LtiRefusal(name, "The platform's answer has no " + name);
        }
        return value.asString();
    }

    private static String abbreviated(String body) {
        return body == null ? "" : body.length() > 300 ? body.substring(0, 300) + "…" : body;
    }
}
