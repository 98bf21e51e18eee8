package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Remote grading as CI meets it: a service behind a path-prefixing proxy that fails now and then,
 * a grading that takes a while, and no service at all.
 */
@ProcessTest
@ServiceTest
class ServerGradingTest extends CommandLineTest {

    private static final Path REFERENCE = TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java");
    private static final Backoff QUICK = new Backoff(Duration.ofMillis(50), Duration.ofMillis(200));
    private static final Duration PLENTY = Duration.ofMinutes(5);

    private static ServiceInstance service;

    private final StringWriter progress = new StringWriter();

    @BeforeAll
    static void startService() {
        service = SharedService.onH2();
    }

    @Test
    void theApiIsFoundBelowThePathOfTheServerUrl() {
        assertThat(ServiceAddress.of(URI.create("http://host:8080/grader")).resolve("api/submissions"))
                .isEqualTo(URI.create("http://host:8080/grader/api/submissions"));
        assertThat(ServiceAddress.of(URI.create("http://host:8080/grader/")).resolve("api/submissions?wait=5"))
                .isEqualTo(URI.create("http://host:8080/grader/api/submissions?wait=5"));
        assertThat(ServiceAddress.of(URI.create("https://host")).resolve("api/submissions"))
                .isEqualTo(URI.create("https://host/api/submissions"));
        assertThat(ServiceAddress.of(URI.create("http://host:8080/a/b")).toString()).isEqualTo("http://host:8080/a/b");
    }

    @Test
    void aServerUrlThatIsNotHttpIsAUsageError() throws Exception {
        Path source = REFERENCE;
        assertThat(cli("grade", "--server", "ftp://host/grader", "--token", "t", "--assignment", "ch03-unit-a",
                source.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("--server must be an http or https URL", "ftp://host/grader");
    }

    @Test
    void failuresOfTheProxyAndTheServiceAreRetriedWithTheSameKeyAndTheSubmissionIsStoredOnce() throws Exception {
        String token = service.api().createLearner(ServiceInstance.INSTRUCTOR, "flaky-proxy-learner");
        try (FlakyProxy proxy = new FlakyProxy(service.api().base(), "/grader")) {
            proxy.failNext(503, 500, 502);

            GradingReport report = new ServerGrading(proxy.url(), token, PLENTY, QUICK,
                    new PlainProgress(new PrintWriter(progress, true), PlainProgress.EVERY))
                    .grade("ch03-unit-a", Files.readAllBytes(REFERENCE)).report();

            assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
            assertThat(report.score()).isEqualTo(report.maxScore()).isPositive();
            List<FlakyProxy.Seen> posts = proxy.seen().stream().filter(s -> s.method().equals("POST")).toList();
            assertThat(posts).extracting(FlakyProxy.Seen::answered).startsWith(503, 500, 502).hasSize(4);
            assertThat(posts.get(3).answered()).as("the report, or accepted to poll").isIn(200, 202);
            assertThat(posts).extracting(FlakyProxy.Seen::path).containsOnly("/grader/api/submissions");
            assertThat(posts).extracting(FlakyProxy.Seen::idempotencyKey).doesNotContainNull().containsOnly(
                    posts.get(0).idempotencyKey());
        }
        assertThat(progress.toString()).contains("The service answered 503 to POST http://127.0.0.1:",
                "/grader/api/submissions?wait=5; retrying in", "The service answered 500", "The service answered 502");
        HttpApi api = service.api();
        assertThat(HttpApi.json(api.get("/api/submissions?assignment=ch03-unit-a", token)).get("total").asLong())
                .as("retried POSTs with one Idempotency-Key store one submission").isEqualTo(1);
    }

    @Test
    void theCommandLineGradesThroughAPrefixedFlakyProxyAndWritesItsReports() throws Exception {
        String token = service.api().createLearner(ServiceInstance.INSTRUCTOR, "cli-proxy-learner");
        Path json = Files.createTempFile("server-grading", ".json");
        try (FlakyProxy proxy = new FlakyProxy(service.api().base(), "/grader")) {
            proxy.failNext(503);

            int exit = cli("grade", "--server", proxy.url().toString(), "--token", token, "--assignment", "ch03-unit-a",
                    "--json", json.toString(), REFERENCE.toString());

            assertThat(exit).as(err.toString()).isZero();
            assertThat(proxy.seen()).extracting(FlakyProxy.Seen::answered).doesNotContain(404);
        }
        assertThat(ReportJson.read(Files.readString(json)).status()).isEqualTo(SubmissionStatus.GRADED);
        assertThat(err.toString()).contains("The service answered 503", "retrying in");
    }

    @Test
    void aClosedPortIsReportedWithItsCauseNeverNull() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }

        int exit = cli("grade", "--server", "http://127.0.0.1:" + port + "/grader", "--token", "t", "--timeout", "2",
                "--assignment", "ch03-unit-a", REFERENCE.toString());

        assertThat(exit).isEqualTo(ExitCodes.INTERNAL_ERROR);
        assertThat(err.toString()).contains("Cannot reach http://127.0.0.1:" + port + "/grader: Connection refused")
                .contains("gave up after").doesNotContain("null");
    }

    @Test
    void anUnknownHostIsReportedAtOnce() {
        int exit = cli("grade", "--server", "http://no-such-host.invalid:8080", "--token", "t", "--assignment",
                "ch03-unit-a", REFERENCE.toString());

        assertThat(exit).isEqualTo(ExitCodes.INTERNAL_ERROR);
        assertThat(err.toString()).contains("Cannot reach http://no-such-host.invalid:8080: unknown host "
                + "no-such-host.invalid").doesNotContain("null", "retrying");
    }

    @Test
    void whileTheServiceGradesEveryStandingIsShownAsAPlainLine() throws Exception {
        try (ScriptedService slow = new ScriptedService()) {
            GradingReport report = new ServerGrading(slow.url(), "t", PLENTY, QUICK,
                    new PlainProgress(new PrintWriter(progress, true), PlainProgress.EVERY))
                    .grade("ch03-unit-a", "class P {}".getBytes()).report();

            assertThat(report.status()).isEqualTo(SubmissionStatus.GRADED);
        }
        String lines = progress.toString();
        assertThat(lines).contains("Submission " + ScriptedService.ID + ": QUEUED (",
                "Submission " + ScriptedService.ID + ": RUNNING, stage compile (",
                "Submission " + ScriptedService.ID + ": RUNNING, stage run, case hidden-03 (");
        assertThat(lines).doesNotContain("\r");
    }

    @Test
    void onATerminalTheStandingIsOneLineRewrittenInPlaceAndClearedAtTheEnd() throws Exception {
        try (ScriptedService slow = new ScriptedService()) {
            new ServerGrading(slow.url(), "t", PLENTY, QUICK, new TerminalProgress(new PrintWriter(progress, true)))
                    .grade("ch03-unit-a", "class P {}".getBytes());
        }
        String line = progress.toString();
        assertThat(line).doesNotContain("\n").startsWith("\rGrading on the service: QUEUED (")
                .contains("\rGrading on the service: RUNNING, stage run, case hidden-03 (");
        assertThat(line.substring(line.lastIndexOf('\r', line.length() - 2))).as("the last draw is blanked")
                .matches("\r *\r");
        assertThat(TerminalProgress.redraw("short", 12)).isEqualTo("\rshort       ");
    }

    /**
     * A service whose grading takes a few polls: 202 QUEUED, then RUNNING at two stages, then the
     * report. It says the stage and case, as a service that reports its progress would.
     */
    private static final class ScriptedService implements AutoCloseable {

        static final String ID = "6f1c2a9e-0000-4000-8000-000000000001";
        private static final JsonMapper JSON = JsonMapper.builder().build();

        private final HttpServer server;
        private final AtomicInteger polls = new AtomicInteger();

        ScriptedService() throws Exception {
            server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            server.createContext("/svc/api/submissions", exchange -> {
                try (exchange) {
                    exchange.getRequestBody().readAllBytes();
                    if (exchange.getRequestMethod().equals("POST")) {
                        exchange.getResponseHeaders().add("Location", "/api/submissions/" + ID);
                        FlakyProxy.answer(exchange, 202, "application/json",
                                "{\"id\":\"" + ID + "\",\"status\":\"QUEUED\"}");
                        return;
                    }
                    String body = switch (polls.incrementAndGet()) {
                        case 1 -> "{\"id\":\"" + ID + "\",\"status\":\"QUEUED\"}";
                        case 2 -> "{\"id\":\"" + ID + "\",\"status\":\"RUNNING\",\"stage\":\"compile\"}";
                        case 3 -> "{\"id\":\"" + ID + "\",\"status\":\"RUNNING\",\"stage\":\"run\",\"caseId\":\"hidden-03\"}";
                        default -> finalReport();
                    };
                    FlakyProxy.answer(exchange, 200, "application/json", body);
                }
            });
            server.start();
        }

        URI url() {
            return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/svc");
        }

        private static String finalReport() {
            GradingReport report = new GradingReport(SubmissionStatus.GRADED, 1, 1, "graded", List.of(), List.of(),
                    List.of(), List.of(), new GradingReport.SuiteInfo("ch03-unit-a", "v1", "sha", null),
                    new GradingReport.SourceInfo("sha", 1), Map.of());
            ObjectNode view = (ObjectNode) JSON.readTree(ReportJson.write(report));
            view.put("id", ID);
            return JSON.writeValueAsString(view);
        }

        @Override
        public void close() {
            server.stop(0);
        }
    }
}
