package dev.boundedloop.grader.lti;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.lti.platform.TestPlatform;
import java.net.http.HttpResponse;
import java.util.Map;

/**
 * A learner launched from a context of the test platform into the assignment, with the grade service's
 * claim, their browser signed in by the launch's session.
 *
 * @param ltiSubject their user id in the platform (the scores' userId)
 * @param id their id on the grader's roster
 */
record LtiLearner(String ltiSubject, String id, LtiBrowser browser) {

    static LtiLearner launch(TestPlatform platform, HttpApi api, String context) {
        TestPlatform.Launch launch = platform.nextLaunch();
        launch.contextId = context;
        launch.contextLabel = context;
        launch.custom = Map.of("assignment", HttpApi.ASSIGNMENT);
        launch.lineItems = platform.lineItemsUrl(context);
        LtiBrowser browser = new LtiBrowser(api.base());
        HttpResponse<String> launched = browser.launch(platform.issuer());
        assertThat(launched.statusCode()).as(launched.body()).isEqualTo(303);
        String id = HttpApi.json(browser.get("/api/me/session")).get("subject").asString();
        return new LtiLearner(launch.subject, id, browser);
    }

    /** Submits the correct policy from the session (with the CSRF header); returns the graded submission's id. */
    String submitCorrect(HttpApi api) {
        HttpResponse<String> accepted = browser.postJson("/api/submissions", HttpApi.toJson(Map.of("assignment",
                HttpApi.ASSIGNMENT, "source", HttpApi.catalogue("correct/Reference.java"))), true);
        assertThat(accepted.statusCode()).as(accepted.body()).isEqualTo(202);
        String submission = HttpApi.json(accepted).get("id").asString();
        assertThat(api.finalReport(submission, ServiceInstance.INSTRUCTOR).get("status").asString()).isEqualTo("GRADED");
        return submission;
    }
}
