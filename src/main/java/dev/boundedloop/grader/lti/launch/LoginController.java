package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.ToolUrls;
import dev.boundedloop.grader.lti.registration.Platform;
import dev.boundedloop.grader.lti.registration.Platforms;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import java.util.List;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The OpenID Connect third-party initiated login (LTI 1.3 Core 5.1.1): the platform sends the browser
 * here, and the tool sends it on to the platform's authorisation endpoint with a state and a nonce.
 */
// A browser protocol endpoint of LTI (form posts and redirects, HTML pages), described in docs/lti.md, not the JSON API.
@Hidden
@RestController
class LoginController {

    private final Platforms platforms;
    private final Logins logins;
    private final ToolUrls urls;
    private final LoginCookie cookie;

    LoginController(Platforms platforms, Logins logins, ToolUrls urls, LoginCookie cookie) {
        this.platforms = platforms;
        this.logins = logins;
        this.urls = urls;
        this.cookie = cookie;
    }

    @Operation(summary = "LTI 1.3 login initiation: answers with a redirect to the platform's authorisation endpoint")
    @RequestMapping(path = ToolUrls.LOGIN, method = {RequestMethod.GET, RequestMethod.POST})
    ResponseEntity<Void> login(@RequestParam(required = false) String iss,
            @RequestParam(name = "login_hint", required = false) String loginHint,
            @RequestParam(name = "target_link_uri", required = false) String targetLinkUri,
            @RequestParam(name = "lti_message_hint", required = false) String messageHint,
            @RequestParam(name = "client_id", required = false) String clientId,
            @RequestParam(name = "lti_deployment_id", required = false) String deploymentId,
            HttpServletRequest request, HttpServletResponse response) {
        require(iss, "iss");
        require(loginHint, "login_hint");
        require(targetLinkUri, "target_link_uri");
        Platform platform = platform(iss.strip(), clientId);
        if (deploymentId != null && !platform.deploymentIds().contains(deploymentId)) {
            throw new LtiRefusal("deployment_id", "The deployment \"" + deploymentId + "\" is not registered for the platform "
                    + iss + "; an instructor adds it with POST /api/instructor/lti/platforms");
        }
        Logins.Begun begun = logins.begin(platform.id());
        cookie.give(begun, request, response);
        UriComponentsBuilder redirect = UriComponentsBuilder.fromUri(platform.authorizationUrl())
                .queryParam("scope", "openid").queryParam("response_type", "id_token")
                .queryParam("response_mode", "form_post").queryParam("prompt", "none")
                .queryParam("client_id", platform.clientId())
                .queryParam("redirect_uri", urls.at(request, ToolUrls.LAUNCH).toString())
                .queryParam("login_hint", loginHint).queryParam("state", begun.state()).queryParam("nonce", begun.nonce());
        if (messageHint != null) {
            redirect.queryParam("lti_message_hint", messageHint);
        }
        URI location = redirect.encode().build().toUri();
        return ResponseEntity.status(HttpStatus.FOUND).header(HttpHeaders.LOCATION, location.toString())
                .header(HttpHeaders.CACHE_CONTROL, "no-store").build();
    }

    private Platform platform(String issuer, String clientId) {
        List<Platform> candidates = platforms.byIssuer(issuer);
        if (clientId != null) {
            candidates = candidates.stream().filter(p -> p.clientId().equals(clientId)).toList();
        }
        if (candidates.isEmpty()) {
            throw new LtiRefusal("iss", "No platform is registered with issuer \"" + issuer + "\""
                    + (clientId == null ? "" : " and client id \"" + clientId + "\"")
                    + "; an instructor registers it with POST /api/instructor/lti/platforms or the platform by Dynamic Registration");
        }
        if (candidates.size() > 1) {
            throw new LtiRefusal("client_id", "Several registrations have issuer \"" + issuer + "\"; the login must name its client_id");
        }
        return candidates.get(0);
    }

    private static void require(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new LtiRefusal(name, "The login request has no " + name + " parameter");
        }
    }
}
