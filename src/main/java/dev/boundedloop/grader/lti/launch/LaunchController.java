package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.lti.LtiRefusal;
import dev.boundedloop.grader.lti.registration.Platform;
import dev.boundedloop.grader.lti.registration.Platforms;
import dev.boundedloop.grader.security.Role;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.net.URI;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * The launch (the platform's form post of id_token and state): checked, then the user is signed in and
 * sent to the learner page at the linked assignment, to the dashboard, or to the deep-linking picker.
 */
// A browser protocol endpoint of LTI (form posts and redirects, HTML pages), described in docs/lti.md, not the JSON API.
@Hidden
@RestController
class LaunchController {

    private static final Logger log = LoggerFactory.getLogger(LaunchController.class);

    private final Logins logins;
    private final LoginCookie cookie;
    private final Platforms platforms;
    private final IdTokenChecks checks;
    private final LaunchedUsers users;
    private final SessionSignIn sessions;
    private final SuiteCatalog catalog;
    private final ApplicationEventPublisher events;

    LaunchController(Logins logins, LoginCookie cookie, Platforms platforms, IdTokenChecks checks, LaunchedUsers users,
            SessionSignIn sessions, SuiteCatalog catalog, ApplicationEventPublisher events) {
        this.logins = logins;
        this.cookie = cookie;
        this.platforms = platforms;
        this.checks = checks;
        this.users = users;
        this.sessions = sessions;
        this.catalog = catalog;
        this.events = events;
    }

    @Operation(summary = "LTI 1.3 launch: the platform's form post of id_token and state")
    @PostMapping(path = "/lti/launch")
    ResponseEntity<Void> launch(@RequestParam(name = "id_token", required = false) String idToken,
            @RequestParam(required = false) String state, HttpServletRequest request, HttpServletResponse response) {
        Logins.Login login = logins.consume(state, cookie.taken(state, request, response));
        Platform platform = platforms.get(login.platformId());
        LtiLaunch launch = checks.check(idToken, platform, login.nonce());
        if (launch.messageType().equals(Claims.DEEP_LINKING_REQUEST)) {
            requireTeacher(launch, "Only an instructor or teaching assistant may link assignments (deep linking)");
            sessions.signIn(users.instructor(launch), Role.INSTRUCTOR, request, response);
            request.getSession().setAttribute(DeepLinkRequest.SESSION_ATTRIBUTE, DeepLinkRequest.of(launch));
            return seeOther("/lti/deep-link");
        }
        if (launch.teaches()) {
            String subject = users.instructor(launch);
            sessions.signIn(subject, Role.INSTRUCTOR, request, response);
            events.publishEvent(new LtiLaunched(launch, subject, assignment(launch)));
            log.info("LTI launch: {} ({}) signed in as instructor {} from {}", launch.subject(), launch.name(), subject,
                    platform.issuer());
            return seeOther("/dashboard/");
        }
        if (!launch.learns()) {
            throw new LtiRefusal("roles", "The launch's roles " + launch.roles()
                    + " include neither Learner nor Instructor/TeachingAssistant, so the tool does not know what to show");
        }
        String learner = users.learner(launch);
        sessions.signIn(learner, Role.LEARNER, request, response);
        log.info("LTI launch: {} ({}) signed in as learner {} from {}", launch.subject(), launch.name(), learner,
                platform.issuer());
        String assignment = assignment(launch);
        events.publishEvent(new LtiLaunched(launch, learner, assignment));
        return seeOther(assignment == null ? "/learn/"
                : UriComponentsBuilder.fromPath("/learn/").queryParam("assignment", assignment).encode().build().toUriString());
    }

    /** The linked assignment: the deep link's custom parameter, else an {@code assignment} in the target link. */
    private String assignment(LtiLaunch launch) {
        Object custom = launch.custom().get(Claims.CUSTOM_ASSIGNMENT);
        String named = custom instanceof String text ? text : null;
        if (named == null && launch.targetLinkUri() != null) {
            try {
                named = UriComponentsBuilder.fromUri(URI.create(launch.targetLinkUri())).build().getQueryParams()
                        .getFirst(Claims.CUSTOM_ASSIGNMENT);
            } catch (IllegalArgumentException e) {
                named = null;
            }
        }
        return named != null && catalog.ids().contains(named) ? named : null;
    }

    private static void requireTeacher(LtiLaunch launch, String why) {
        if (!launch.teaches()) {
            throw new LtiRefusal("roles", why + "; the launch's roles are " + launch.roles());
        }
    }

    private static ResponseEntity<Void> seeOther(String path) {
        return ResponseEntity.status(HttpStatus.SEE_OTHER).header(HttpHeaders.LOCATION, path)
                .header(HttpHeaders.CACHE_CONTROL, "no-store").build();
    }
}
