package dev.boundedloop.grader.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.generated.client.ApiClient;
import dev.boundedloop.grader.generated.client.ApiException;
import dev.boundedloop.grader.generated.client.api.RosterApi;
import dev.boundedloop.grader.generated.client.api.SubmissionsApi;
import dev.boundedloop.grader.generated.client.model.IssuedToken;
import dev.boundedloop.grader.generated.client.model.NewLearner;
import dev.boundedloop.grader.generated.client.model.SubmissionRequest;
import dev.boundedloop.grader.generated.client.model.SubmissionView;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The API as an integrator meets it: a Java client that OpenAPI Generator made from the document
 * (the build generates it from the checked-in copy that {@link ApiDocumentCopyTest} keeps equal to
 * the served one), used as it comes, against the service on loopback. It creates a learner, submits as
 * JSON and as a form, waits for the reports and reads them back: every call's request body and answer
 * go through the document's schemas, so an operation described wrongly fails here.
 */
@ServiceTest
class GeneratedClientTest {

    private static final String SOURCE = HttpApi.catalogue("correct/Reference.java");

    private static ApiClient client(ServiceInstance service, String token) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(service.api().base().toString());
        client.setRequestInterceptor(request -> request.header("Authorization", "Bearer " + token));
        return client;
    }

    @Test
    void aGeneratedClientCreatesALearnerSubmitsWaitsAndReadsTheReport() throws ApiException {
        ServiceInstance service = SharedService.onH2();
        String id = "generated-" + UUID.randomUUID().toString().substring(0, 8);
        IssuedToken issued = new RosterApi(client(service, ServiceInstance.INSTRUCTOR))
                .createLearner(new NewLearner().id(id).name("Generated Client"));
        assertThat(issued.getToken()).isNotBlank();
        SubmissionsApi submissions = new SubmissionsApi(client(service, issued.getToken()));

        SubmissionView waited = submissions.submitJson(
                new SubmissionRequest().assignment(HttpApi.ASSIGNMENT).source(SOURCE).notes("from a generated client"), 60,
                null);

        assertThat(waited.getId()).isNotNull();
        assertThat(waited.getStatus()).isEqualTo(SubmissionView.StatusEnum.GRADED);
        assertThat(waited.getMaxScore()).isPositive();
        assertThat(waited.getScore()).isEqualTo(waited.getMaxScore());
        assertThat(waited.getCases()).isNotEmpty();
        SubmissionView read = submissions.getSubmissions(waited.getId(), null);
        assertThat(read.getScore()).isEqualTo(waited.getScore());
        assertThat(read.getCases()).hasSameSizeAs(waited.getCases());
        assertThat(submissions.mine(HttpApi.ASSIGNMENT, 0, 20).getItems())
                .anySatisfy(summary -> assertThat(summary.getId()).isEqualTo(waited.getId()));
    }

    @Test
    void theFormOperationSendsAMultipartFormThatIsGraded() throws ApiException, IOException {
        ServiceInstance service = SharedService.onH2();
        String id = "generated-form-" + UUID.randomUUID().toString().substring(0, 8);
        IssuedToken issued = new RosterApi(client(service, ServiceInstance.INSTRUCTOR)).createLearner(new NewLearner().id(id));
        SubmissionsApi submissions = new SubmissionsApi(client(service, issued.getToken()));
        Path folder = Files.createTempDirectory("generated-client-");
        File policy = Files.writeString(folder.resolve("Reference.java"), SOURCE + "\n// sent as a form\n").toFile();

        SubmissionView waited = submissions.submitForm(HttpApi.ASSIGNMENT, policy, 60, null, "sent as a form");

        assertThat(waited.getStatus()).isEqualTo(SubmissionView.StatusEnum.GRADED);
        assertThat(waited.getScore()).isEqualTo(waited.getMaxScore());
    }

    @Test
    void aRefusalReachesTheClientAsAProblemItCanRead() {
        ServiceInstance service = SharedService.onH2();
        String id = "generated-refused-" + UUID.randomUUID().toString().substring(0, 8);
        IssuedToken issued;
        try {
            issued = new RosterApi(client(service, ServiceInstance.INSTRUCTOR)).createLearner(new NewLearner().id(id));
        } catch (ApiException e) {
            throw new AssertionError(e.getResponseBody(), e);
        }
        SubmissionsApi submissions = new SubmissionsApi(client(service, issued.getToken()));

        assertThatThrownBy(() -> submissions.submitJson(
                new SubmissionRequest().assignment("no-such-assignment").source(SOURCE), null, null))
                .isInstanceOfSatisfying(ApiException.class, refused -> {
                    assertThat(refused.getCode()).isEqualTo(422);
                    assertThat(refused.getResponseBody()).contains("no-such-assignment");
                });
    }
}
