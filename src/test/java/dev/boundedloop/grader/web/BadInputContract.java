package dev.boundedloop.grader.web;

import static dev.boundedloop.grader.HttpApi.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.RunningService;
import dev.boundedloop.grader.ServiceInstance;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Input a hostile or careless client sends, against a whole service on H2 and on PostgreSQL (which
 * refuses NUL in text, where H2 takes it): each gets a 4xx problem detail that names what is wrong,
 * never a 5xx, never Tomcat's HTML or Spring's error JSON, and nothing is stored.
 */
public abstract class BadInputContract extends RunningService {

    private static final String INSTRUCTOR = ServiceInstance.INSTRUCTOR;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String SOURCE = HttpApi.catalogue("correct/Reference.java");

    private String learner;
    private String learnerToken;

    @BeforeEach
    void newLearner() {
        learner = "bad-input-" + UUID.randomUUID().toString().substring(0, 8);
        learnerToken = api.createLearner(INSTRUCTOR, learner);
    }

    private int port() {
        return api.base().getPort();
    }

    /** The response is a problem detail with this status whose detail mentions every fragment. */
    private static JsonNode assertProblem(HttpResponse<String> response, int status, String... fragments) {
        return assertProblem(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                response.body(), status, fragments);
    }

    private static JsonNode assertProblem(RawHttp.Response response, int status, String... fragments) {
        return assertProblem(response.status(), response.contentType(), response.body(), status, fragments);
    }

    private static JsonNode assertProblem(int actualStatus, String contentType, String body, int status,
            String... fragments) {
        assertThat(actualStatus).as("status; body: %s", body).isEqualTo(status);
        assertThat(contentType).as("content type; body: %s", body).startsWith("application/problem+json");
        JsonNode problem = JSON.readTree(body);
        assertThat(problem.get("status").asInt()).isEqualTo(status);
        assertThat(problem.get("title").asString()).isNotBlank();
        assertThat(problem.get("detail").asString()).isNotBlank();
        if (fragments.length > 0) {
            assertThat(problem.get("detail").asString()).contains(fragments);
        }
        return problem;
    }

    private HttpResponse<String> postRaw(String path, String token, String contentType, byte[] body) {
        return api.send(api.request(path, token).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build());
    }

    private HttpResponse<String> submitRaw(String json) {
        return postRaw("/api/submissions", learnerToken, "application/json", json.getBytes(StandardCharsets.UTF_8));
    }

    private int storedSubmissions() {
        return json(api.get("/api/submissions", learnerToken)).get("total").asInt();
    }

    // --- text the databases cannot hold ---

    @Test
    void aJsonPostWithNoBodyIs400SayingSoWithoutNamingTheCode() {
        for (String path : List.of("/api/submissions", "/api/instructor/learners")) {
            String token = path.startsWith("/api/instructor") ? INSTRUCTOR : learnerToken;
            JsonNode problem = assertProblem(postRaw(path, token, "application/json", new byte[0]), 400, "no body");
            assertThat(problem.get("detail").asString()).doesNotContain("Controller", "public ", "(");
        }
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aNulInAListFilterIs400NamingTheFilter() {
        assertProblem(api.get("/api/instructor/submissions?learner=a%00b", INSTRUCTOR), 400, "'learner'", "NUL");
        assertProblem(api.get("/api/instructor/submissions?assignment=%00", INSTRUCTOR), 400, "'assignment'", "NUL");
        assertProblem(api.get("/api/submissions?assignment=ch03%00", learnerToken), 400, "'assignment'", "NUL");
        assertProblem(api.get("/api/instructor/reviews?assignment=x%00", INSTRUCTOR), 400, "'assignment'", "NUL");
    }

    @Test
    void aQueryParameterThatIsNotUtf8Is400NamingIt() {
        assertProblem(api.get("/api/instructor/submissions?limit=%FF", INSTRUCTOR), 400, "'limit'", "UTF-8");
        assertProblem(api.get("/api/instructor/audit?size=%FF", INSTRUCTOR), 400, "'size'", "UTF-8");
        assertProblem(api.get("/api/submissions?assignment=%C3%28", learnerToken), 400, "'assignment'", "UTF-8");
        assertThat(api.get("/api/instructor/submissions?learner=%C3%A9", INSTRUCTOR).statusCode()).isEqualTo(200);
    }

    @Test
    void aFormBodyThatIsNotUtf8Is400() {
        byte[] notUtf8 = {(byte) 0xFF, (byte) 0xFE, '{', '}'};
        for (String path : List.of("/api/instructor/learners", "/api/instructor/webhooks", "/api/instructor/tokens")) {
            assertProblem(postRaw(path, INSTRUCTOR, "application/x-www-form-urlencoded", notUtf8), 400, "UTF-8");
        }
    }

    @Test
    void aNulInAReviewCommentIs400NamingTheComment() {
        String id = json(api.postJson("/api/submissions", learnerToken,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE, "notes", "I chose a stream of rules"))).get("id").asString();

        HttpResponse<String> refused = api.send(api.request("/api/instructor/reviews/" + id, INSTRUCTOR)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"comment\": \"good\\u0000point\"}")).build());

        assertProblem(refused, 400, "'comment'", "NUL");
    }

    @Test
    void aLoneSurrogateInNotesIs400NamingTheNotesAndNothingIsStored() {
        HttpResponse<String> refused = submitRaw("{\"assignment\": \"ch03-unit-a\", \"source\": " + HttpApi.toJson(SOURCE)
                + ", \"notes\": \"half a pair: \\ud83d here\"}");

        assertProblem(refused, 400, "'notes'", "surrogate");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aNulInNotesIs400AndNothingIsStored() {
        HttpResponse<String> refused = submitRaw("{\"assignment\": \"ch03-unit-a\", \"source\": " + HttpApi.toJson(SOURCE)
                + ", \"notes\": \"a\\u0000b\"}");

        assertProblem(refused, 400, "'notes'", "NUL");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aNulInALearnersNameIs400NamingTheField() {
        HttpResponse<String> refused = api.postJson("/api/instructor/learners", INSTRUCTOR,
                Map.of("id", "nul-name-" + UUID.randomUUID(), "name", "Ada\u0000Lovelace"));

        assertProblem(refused, 400, "'name'", "NUL");
    }

    // --- values of the wrong JSON type ---

    @Test
    void aSourceThatIsANumberIs400NamingSource() {
        assertProblem(submitRaw("{\"assignment\": \"ch03-unit-a\", \"source\": 123}"), 400, "'source'", "a number");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aLearnerIdThatIsANumberIs400NamingId() {
        HttpResponse<String> refused = postRaw("/api/instructor/learners", INSTRUCTOR, "application/json",
                "{\"id\": 5}".getBytes(StandardCharsets.UTF_8));

        assertProblem(refused, 400, "'id'", "a number");
        assertThat(api.get("/api/instructor/learners/5", INSTRUCTOR).statusCode()).isEqualTo(404);
    }

    @Test
    void anArrayOrAStringWhereAnObjectBelongsIs400() {
        assertProblem(submitRaw("[{\"assignment\": \"ch03-unit-a\", \"source\": \"class A {}\"}]"), 400, "JSON");
        assertProblem(submitRaw("\"class A {}\""), 400, "JSON");
        assertProblem(submitRaw("{\"assignment\": [\"ch03-unit-a\"], \"source\": \"class A {}\"}"), 400, "'assignment'");
        assertProblem(submitRaw("{\"assignment\": {\"id\": \"ch03-unit-a\"}, \"source\": \"class A {}\"}"), 400, "'assignment'");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aDuplicateKeyIs400NamingTheKey() {
        assertProblem(submitRaw("{\"assignment\": \"ch03-unit-a\", \"source\": \"class A {}\", \"source\": "
                + HttpApi.toJson(SOURCE) + "}"), 400, "source");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void deeplyNestedJsonIs400() {
        String deep = "[".repeat(20_000) + "]".repeat(20_000);

        assertProblem(submitRaw("{\"assignment\": \"ch03-unit-a\", \"source\": \"class A {}\", \"notes\": " + deep + "}"), 400);
        assertProblem(submitRaw(deep), 400);
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void hugeAndNegativeNumbersAre400() {
        assertProblem(api.get("/api/submissions?page=-1", learnerToken), 400, "page");
        assertProblem(api.get("/api/submissions?size=0", learnerToken), 400, "size");
        assertProblem(api.get("/api/submissions?page=99999999999999999999", learnerToken), 400, "'page'");
        assertProblem(api.get("/api/submissions?page=2147483647&size=100", learnerToken), 400, "page");
        assertProblem(api.postJson("/api/submissions?wait=99999999999", learnerToken,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE)), 400, "'wait'");
        assertProblem(api.postJson("/api/submissions?wait=-1", learnerToken,
                Map.of("assignment", HttpApi.ASSIGNMENT, "source", SOURCE)), 400, "wait");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aReviewStateThatDoesNotExistIs400ListingTheStates() {
        assertProblem(api.get("/api/instructor/reviews?state=BOGUS", INSTRUCTOR), 400, "'state'", "BOGUS",
                "HUMAN_REVIEW_REQUIRED", "REVIEWED", "ALL");
        assertThat(api.get("/api/instructor/reviews?state=REVIEWED", INSTRUCTOR).statusCode()).isEqualTo(200);
    }

    // --- bodies the service cannot read ---

    @Test
    void aUtf16BodyIs415NamingTheEncodingWithOrWithoutACharset() {
        String body = "{\"assignment\": \"ch03-unit-a\", \"source\": \"class A {}\"}";
        for (Charset utf16 : new Charset[] {StandardCharsets.UTF_16, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE}) {
            assertProblem(postRaw("/api/submissions", learnerToken, "application/json", body.getBytes(utf16)), 415,
                    "UTF-16", "UTF-8");
        }
        assertProblem(postRaw("/api/submissions", learnerToken, "application/json; charset=UTF-16",
                body.getBytes(StandardCharsets.UTF_16)), 415, "UTF-16", "UTF-8");
        assertProblem(postRaw("/api/submissions", learnerToken, "application/json; charset=ISO-8859-1",
                body.getBytes(StandardCharsets.ISO_8859_1)), 415, "ISO-8859-1", "UTF-8");
        assertThat(storedSubmissions()).isZero();
        assertThat(postRaw("/api/submissions", learnerToken, "application/json; charset=utf-8",
                body.getBytes(StandardCharsets.UTF_8)).statusCode()).isEqualTo(202);
    }

    @Test
    void aMultipartRequestWithoutABoundaryIs400() {
        byte[] body = ("--x\r\nContent-Disposition: form-data; name=\"assignment\"\r\n\r\nch03-unit-a\r\n--x--\r\n")
                .getBytes(StandardCharsets.UTF_8);

        assertProblem(postRaw("/api/submissions", learnerToken, "multipart/form-data", body), 400, "multipart", "boundary");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aFileWhereATextFieldBelongsIs400NamingTheField() {
        byte[] body = multipart("name=\"assignment\"; filename=\"a.txt\"", "name=\"file\"; filename=\"P.java\"");

        assertProblem(postRaw("/api/submissions", learnerToken, "multipart/form-data; boundary=b", body), 400,
                "'assignment'", "text field");
        assertThat(storedSubmissions()).isZero();
    }

    @Test
    void aFileNameLongerThanTheServerReadsIs400SayingSoNot413() {
        String name = "a".repeat(3000) + ".java";
        byte[] body = multipart("name=\"assignment\"", "name=\"file\"; filename=\"" + name + "\"");

        assertProblem(postRaw("/api/submissions", learnerToken, "multipart/form-data; boundary=b", body), 400,
                "headers", "file name");
        assertThat(storedSubmissions()).isZero();
    }

    /** An assignment part and a source part, with the given Content-Disposition parameters. */
    private static byte[] multipart(String assignmentPart, String sourcePart) {
        return ("--b\r\nContent-Disposition: form-data; " + assignmentPart + "\r\n\r\nch03-unit-a\r\n"
                + "--b\r\nContent-Disposition: form-data; " + sourcePart + "\r\n\r\nclass P {}\r\n--b--\r\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void anEmptyBodyOrNullIs400() {
        assertProblem(submitRaw(""), 400);
        assertProblem(submitRaw("null"), 400, "source");
        assertProblem(submitRaw("{\"assignment\": \"ch03-unit-a\", \"source\": \"class A {}\""), 400);
        assertThat(storedSubmissions()).isZero();
    }

    // --- requests the container or the firewall refuses before any controller ---

    @Test
    void malformedRequestsGetProblemDetailsNotHtmlOrSpringsErrorJson() {
        Map<String, String> auth = new LinkedHashMap<>(Map.of("Authorization", "Bearer " + learnerToken));
        Map<String, String> html = new LinkedHashMap<>(auth);
        html.put("Accept", "text/html");

        // A broken percent-encoding in the path and in the query.
        assertThat(RawHttp.send(port(), "GET /api/submissions/%zz HTTP/1.1", auth, new byte[0]))
                .satisfies(r -> assertProblem(r, 400));
        assertThat(RawHttp.send(port(), "GET /api/submissions?assignment=%zz HTTP/1.1", auth, new byte[0]))
                .satisfies(r -> assertProblem(r, 400, "'assignment'"));
        // An encoded '%', '/' or ';' in the path: the firewall's refusal.
        assertThat(RawHttp.send(port(), "GET /api/submissions/%25 HTTP/1.1", html, new byte[0]))
                .satisfies(r -> assertProblem(r, 400));
        assertThat(RawHttp.send(port(), "GET /api/submissions/a%2fb HTTP/1.1", html, new byte[0]))
                .satisfies(r -> assertProblem(r, 400));
        assertThat(RawHttp.send(port(), "GET /api/submissions;jsessionid=1 HTTP/1.1", html, new byte[0]))
                .satisfies(r -> assertProblem(r, 400));
        // A method the path does not take.
        assertThat(RawHttp.send(port(), "DELETE /api/submissions HTTP/1.1", html, new byte[0]))
                .satisfies(r -> assertProblem(r, 405));
        // A response type the endpoint cannot produce.
        Map<String, String> xml = new LinkedHashMap<>(auth);
        xml.put("Accept", "application/xml");
        assertThat(RawHttp.send(port(), "GET /api/assignments HTTP/1.1", xml, new byte[0]))
                .satisfies(r -> assertThat(r.status()).isEqualTo(406));
        // An Accept header that cannot be parsed: 400, not 406 with an empty body.
        Map<String, String> unreadableAccept = new LinkedHashMap<>(auth);
        unreadableAccept.put("Accept", "*/*;q=abc");
        assertThat(RawHttp.send(port(), "GET /api/submissions HTTP/1.1", unreadableAccept, new byte[0]))
                .satisfies(r -> assertProblem(r, 400, "Accept"));
        // A header larger than the server reads (Tomcat's limit is 8 KiB).
        Map<String, String> huge = new LinkedHashMap<>(auth);
        huge.put("X-Padding", "x".repeat(64 * 1024));
        assertThat(RawHttp.send(port(), "GET /api/submissions HTTP/1.1", huge, new byte[0]))
                .satisfies(r -> assertProblem(r, 400));
        // No such resource, asked for as a browser would.
        assertThat(RawHttp.send(port(), "GET /api/no-such-thing HTTP/1.1", html, new byte[0]))
                .satisfies(r -> assertProblem(r, 404));
    }
}
