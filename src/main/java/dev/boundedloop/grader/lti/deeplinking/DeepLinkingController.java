package dev.boundedloop.grader.lti.deeplinking;

import com.nimbusds.jwt.JWTClaimsSet;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.lti.LtiPages;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.ToolUrls;
import dev.boundedloop.grader.lti.keys.ToolKeys;
import dev.boundedloop.grader.lti.launch.Claims;
import dev.boundedloop.grader.lti.launch.DeepLinkRequest;
import dev.boundedloop.grader.lti.registration.Platform;
import dev.boundedloop.grader.lti.registration.Platforms;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The assignment picker an instructor's deep-linking launch opens, and the signed answer to the platform. */
// A browser protocol endpoint of LTI (form posts and redirects, HTML pages), described in docs/lti.md, not the JSON API.
@Hidden
@RestController
class DeepLinkingController {

    private static final Duration ANSWER_LIFETIME = Duration.ofMinutes(5);
    /** The line item's tag: the grader posts one score per learner and assignment. */
    static final String LINE_ITEM_TAG = Claims.LINE_ITEM_TAG;

    private final SuiteCatalog catalog;
    private final Platforms platforms;
    private final ToolKeys keys;
    private final ToolUrls urls;
    private final Clock clock;

    DeepLinkingController(SuiteCatalog catalog, Platforms platforms, ToolKeys keys, ToolUrls urls, Clock clock) {
        this.catalog = catalog;
        this.platforms = platforms;
        this.keys = keys;
        this.urls = urls;
        this.clock = clock;
    }

    @Operation(summary = "The deep-linking picker: a form listing the course's assignments")
    @GetMapping("/lti/deep-link")
    ResponseEntity<String> picker(HttpServletRequest request) {
        DeepLinkRequest waiting = waiting(request, null);
        StringBuilder body = new StringBuilder("<p>Pick the assignment this link opens.</p>")
                .append("<form id=\"deep-link-picker\" method=\"post\" action=\"/lti/deep-link\">")
                .append("<input type=\"hidden\" name=\"pick\" value=\"").append(LtiPages.escape(waiting.pick())).append("\">")
                .append("<fieldset><legend>Assignments</legend>");
        List<String> ids = catalog.ids();
        for (int i = 0; i < ids.size(); i++) {
            Suite suite = catalog.suite(ids.get(i));
            String id = suite.assignment().id();
            body.append("<p><label><input type=\"radio\" name=\"assignment\" value=\"").append(LtiPages.escape(id)).append('"')
                    .append(i == 0 ? " checked" : "").append("> ").append(LtiPages.escape(suite.assignment().title()))
                    .append(" (<code>").append(LtiPages.escape(id)).append("</code>, ").append(suite.maxScore())
                    .append(" points)</label></p>");
        }
        body.append("</fieldset><button type=\"submit\">Link this assignment</button></form>");
        return ResponseEntity.ok().contentType(LtiPages.HTML).header("Cache-Control", "no-store")
                .body(LtiPages.page("Link an assignment", body.toString()));
    }

    @Operation(summary = "Answers the platform with the picked assignment: an auto-posting form holding the signed response")
    @PostMapping("/lti/deep-link")
    ResponseEntity<String> pick(@RequestParam(required = false) String pick,
            @RequestParam(required = false) String assignment, HttpServletRequest request) {
        DeepLinkRequest waiting = waiting(request, pick);
        if (assignment == null || !catalog.ids().contains(assignment)) {
            throw new LtiRefusal("assignment", "No assignment \"" + assignment + "\"; pick one of " + catalog.ids());
        }
        request.getSession().removeAttribute(DeepLinkRequest.SESSION_ATTRIBUTE);
        Platform platform = platforms.get(waiting.platformId());
        Suite suite = catalog.suite(assignment);
        Map<String, Object> lineItem = new LinkedHashMap<>();
        lineItem.put("scoreMaximum", suite.maxScore());
        lineItem.put("label", suite.assignment().title());
        lineItem.put("resourceId", assignment);
        lineItem.put("tag", LINE_ITEM_TAG);
        Map<String, Object> link = new LinkedHashMap<>();
        link.put("type", "ltiResourceLink");
        link.put("title", suite.assignment().title());
        link.put("url", urls.at(request, ToolUrls.LAUNCH).toString());
        link.put("custom", Map.of(Claims.CUSTOM_ASSIGNMENT, assignment));
        link.put("lineItem", lineItem);
        Instant now = clock.instant();
        JWTClaimsSet.Builder claims = new JWTClaimsSet.Builder().issuer(platform.clientId()).audience(platform.issuer())
                .issueTime(Date.from(now)).expirationTime(Date.from(now.plus(ANSWER_LIFETIME)))
                .claim("nonce", UUID.randomUUID().toString()).claim("azp", platform.clientId())
                .claim(Claims.DEPLOYMENT_ID, waiting.deploymentId()).claim(Claims.MESSAGE_TYPE, Claims.DEEP_LINKING_RESPONSE)
                .claim(Claims.VERSION, Claims.LTI_VERSION).claim(Claims.CONTENT_ITEMS, List.of(link));
        if (waiting.data() != null) {
            claims.claim(Claims.DATA, waiting.data());
        }
        return LtiPages.autoPost("Linking " + suite.assignment().title(), waiting.returnUrl(),
                Map.of("JWT", keys.sign(claims.build())));
    }

    private static DeepLinkRequest waiting(HttpServletRequest request, String pick) {
        HttpSession session = request.getSession(false);
        Object waiting = session == null ? null : session.getAttribute(DeepLinkRequest.SESSION_ATTRIBUTE);
        if (!(waiting instanceof DeepLinkRequest deepLink)) {
            throw new LtiRefusal("session", "No deep-linking request waits in this browser's session: start again from "
                    + "the LMS's \"add external tool\" step");
        }
        if (pick != null || request.getMethod().equals("POST")) {
            if (pick == null || !pick.equals(deepLink.pick())) {
                throw new LtiRefusal("pick", "The pick does not answer the deep-linking request this session waits on");
            }
        }
        return deepLink;
    }
}
