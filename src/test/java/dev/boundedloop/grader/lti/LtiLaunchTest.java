package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.net.HttpCookie;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Launches from the test platform over real HTTP that the tool accepts: a learner signed in by a session
 * at the linked assignment and put on the roster, their submission graded through that session (with the
 * CSRF header, refused without it), an instructor at the dashboard, contexts as sections, and the
 * platform's keys fetched again when it signs with a new one.
 */
@ServiceTest
class LtiLaunchTest {

    private final TestPlatform platform = LtiService.platform();
    private final HttpApi api = LtiService.api();
    private final LtiBrowser browser = new LtiBrowser(api.base());

    /** Each test starts from a launch the tool accepts, whatever the one before it bent. */
    @BeforeEach
    void anAcceptableLaunch() {
        platform.nextLaunch();
    }

    @Test
    void aLearnersLaunchSignsThemInAtTheLinkedAssignmentAndPutsThemOnTheRoster() {
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.custom = Map.of("assignment", HttpApi.ASSIGNMENT);
        launch.name = "Grace Hopper";
        launch.email = "Grace@Example.edu";

        HttpResponse<String> launched = browser.launch(platform.issuer());

        assertThat(launched.statusCode()).as(launched.body()).isEqualTo(303);
        assertThat(launched.headers().firstValue("Location")).hasValue("/learn/?assignment=" + HttpApi.ASSIGNMENT);
        HttpCookie session = browser.cookie("JSESSIONID").orElseThrow();
        assertThat(session.isHttpOnly()).isTrue();
        assertThat(platform.lastAuthorization()).containsEntry("redirect_uri", api.base().resolve("/lti/launch").toString())
                .containsEntry("login_hint", "hint-1").containsEntry("lti_message_hint", "m-1");
        JsonNode me = HttpApi.json(browser.get("/api/me/session"));
        assertThat(me.get("role").asString()).isEqualTo("LEARNER");
        assertThat(me.get("signedInBy").asString()).isEqualTo("session");
        assertThat(me.get("name").asString()).isEqualTo("Grace Hopper");
        String learner = me.get("subject").asString();
        JsonNode onRoster = HttpApi.json(api.get("/api/instructor/learners/" + learner, ServiceInstance.INSTRUCTOR));
        assertThat(onRoster.get("name").asString()).isEqualTo("Grace Hopper");
        assertThat(onRoster.get("email").asString()).isEqualTo("grace@example.edu");
        assertThat(onRoster.get("section").asString()).isEqualTo("CS101-A");
        assertThat(browser.get("/api/me/assignments").statusCode()).isEqualTo(200);
        assertThat(browser.get("/api/instructor/learners").statusCode()).isEqualTo(403);
    }

    @Test
    void theSameUserLaunchingAgainIsTheSameLearnerWithTheNewDetails() {
        TestPlatform.Launch first = platform.nextLaunch();
        browser.launch(platform.issuer());
        String learner = HttpApi.json(browser.get("/api/me/session")).get("subject").asString();
        TestPlatform.Launch again = platform.nextLaunch();
        again.subject = first.subject;
        again.name = "Ada King";
        again.contextId = "ctx-2";
        again.contextLabel = "CS101-B";

        assertThat(new LtiBrowser(api.base()).launch(platform.issuer()).statusCode()).isEqualTo(303);

        JsonNode onRoster = HttpApi.json(api.get("/api/instructor/learners/" + learner, ServiceInstance.INSTRUCTOR));
        assertThat(onRoster.get("name").asString()).isEqualTo("Ada King");
        assertThat(onRoster.get("section").asString()).as("the second context is the learner's section now").isEqualTo("CS101-B");
    }

    @Test
    void aSubmissionFromTheLaunchedSessionNeedsTheCsrfHeaderAndThenGrades() {
        browser.launch(platform.issuer());
        String body = HttpApi.toJson(Map.of("assignment", HttpApi.ASSIGNMENT, "source", HttpApi.catalogue("correct/Reference.java")));

        HttpResponse<String> withoutHeader = browser.postJson("/api/submissions", body, false);
        assertThat(withoutHeader.statusCode()).isEqualTo(403);
        assertThat(HttpApi.json(withoutHeader).get("detail").asString()).contains("X-XSRF-TOKEN");

        HttpResponse<String> accepted = browser.postJson("/api/submissions", body, true);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String id = HttpApi.json(accepted).get("id").asString();
        JsonNode report = pollAsTheSession("/api/submissions/" + id);
        assertThat(report.get("status").asString()).isEqualTo("GRADED");
        assertThat(report.get("score").asInt()).isEqualTo(report.get("maxScore").asInt());
    }

    @Test
    void bearerTokensWorkBesideSessionsWithoutTheCsrfHeader() {
        String token = api.createLearner(ServiceInstance.INSTRUCTOR, "lti-bearer-beside");
        HttpResponse<String> accepted = api.postJson("/api/submissions", token,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", "class Broken {"));
        assertThat(accepted.statusCode()).isNotEqualTo(403);
        assertThat(HttpApi.json(api.get("/api/me/session", token)).get("signedInBy").asString()).isEqualTo("token");
    }

    @Test
    void aBearerRequestMakesNoSessionThatWouldSignTheBrowserInWithoutTheToken() {
        String token = api.createLearner(ServiceInstance.INSTRUCTOR, "lti-bearer-no-session");
        HttpResponse<String> answered = api.get("/api/me/session", token);
        HttpResponse<String> submitted = api.postJson("/api/submissions", token,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", "class Broken {"));

        assertThat(answered.statusCode()).isEqualTo(200);
        assertThat(submitted.statusCode()).isEqualTo(202);
        assertThat(answered.headers().allValues("Set-Cookie")).noneMatch(cookie -> cookie.startsWith("JSESSIONID="));
        assertThat(submitted.headers().allValues("Set-Cookie")).noneMatch(cookie -> cookie.startsWith("JSESSIONID="));
    }

    @Test
    void anInstructorsLaunchOpensTheDashboardWithAnInstructorSession() {
        platform.nextLaunch().roles = List.of("http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor");

        HttpResponse<String> launched = browser.launch(platform.issuer());

        assertThat(launched.statusCode()).isEqualTo(303);
        assertThat(launched.headers().firstValue("Location")).hasValue("/dashboard/");
        assertThat(browser.get("/api/instructor/learners").statusCode()).isEqualTo(200);
        assertThat(HttpApi.json(browser.get("/api/me/session")).get("role").asString()).isEqualTo("INSTRUCTOR");
    }

    @Test
    void aTeachingAssistantsLaunchOpensTheDashboardToo() {
        platform.nextLaunch().roles = List.of("http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant");

        assertThat(browser.launch(platform.issuer()).headers().firstValue("Location")).hasValue("/dashboard/");
    }

    @Test
    void signingOutEndsTheSession() {
        browser.launch(platform.issuer());
        assertThat(browser.postJson("/api/me/session/logout", "{}", true).statusCode()).isEqualTo(204);
        assertThat(HttpApi.json(browser.get("/api/me/session")).get("signedIn").asBoolean()).isFalse();
    }

    @Test
    void aNewPlatformKeyIsFetchedOnceWhenAnIdTokenNamesIt() {
        browser.launch(platform.issuer());
        platform.rotateKey();
        int before = platform.jwksFetches();

        assertThat(new LtiBrowser(api.base()).launch(platform.issuer()).statusCode()).isEqualTo(303);
        assertThat(platform.jwksFetches()).isEqualTo(before + 1);
        assertThat(new LtiBrowser(api.base()).launch(platform.issuer()).statusCode()).isEqualTo(303);
        assertThat(platform.jwksFetches()).as("the new key is kept").isEqualTo(before + 1);
    }

    private JsonNode pollAsTheSession(String path) {
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(120).toNanos();
        while (true) {
            JsonNode body = HttpApi.json(browser.get(path));
            if (!body.get("status").asString().matches("QUEUED|RUNNING") || System.nanoTime() > deadline) {
                return body;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}
