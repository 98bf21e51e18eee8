package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.HttpApi;
import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.SharedService;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.net.URL;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code grade --server} tells what the API tells the learner of the hidden cases, under each
 * setting of the course: the same numbers on stdout, in {@code --json}, in {@code --junit-xml}
 * (valid against the JUnit schema CI reporters read) and in {@code --gradescope}.
 */
@ProcessTest
@ServiceTest
class HiddenCaseSumOnTheCommandLineTest extends CommandLineTest {

    private static final String ASSIGNMENT = HttpApi.ASSIGNMENT;
    private static final String WRONG = "wrong/CostCheckedBeforeCalls.java";
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static HttpApi api;

    @TempDir Path dir;

    @BeforeAll
    static void shareTheService() {
        api = SharedService.onH2().api();
    }

    @AfterEach
    void putBackTheSettings() {
        settings("{}");
    }

    @Test
    void underScoreOnlyEveryFormSaysHowManyHiddenCasesPassedAsTheApiDoes() throws Exception {
        settings("{\"hiddenResults\":\"SCORE_ONLY\"}");
        String token = api.createLearner(ServiceInstance.INSTRUCTOR, "sum-only-" + UUID.randomUUID().toString().substring(0, 8));

        Graded graded = grade(token);

        JsonNode apiSum = graded.api().get("hiddenCases");
        int passed = apiSum.get("passed").asInt();
        int total = apiSum.get("total").asInt();
        int points = apiSum.get("points").asInt();
        int maxPoints = apiSum.get("maxPoints").asInt();
        assertThat(total).isPositive();
        assertThat(passed).as("the wrong policy fails some hidden case").isLessThan(total);
        String sentence = passed + " of " + total + " hidden cases passed, " + points + "/" + maxPoints + " points";

        assertThat(out.toString()).contains("Hidden cases: " + sentence + " (the course shows them in sum only");

        JsonNode json = JSON.readTree(Files.readString(graded.json()));
        assertThat(json.get("hiddenCases")).isEqualTo(apiSum);
        assertThat(json.get("score").asInt()).isEqualTo(graded.api().get("score").asInt());

        Document xml = validJUnitXml(graded.xml());
        Element suite = xml.getDocumentElement();
        int visibleRows = json.get("cases").size();
        assertThat(suite.getAttribute("tests")).isEqualTo(String.valueOf(visibleRows + 1));
        assertThat(properties(xml)).containsEntry("hiddenCasesPassed", passed + " of " + total)
                .containsEntry("hiddenCasesPoints", points + "/" + maxPoints)
                .containsEntry("score", graded.api().get("score").asInt() + "/" + graded.api().get("maxScore").asInt());
        Element sumCase = testcase(xml, "hidden cases");
        Element failure = (Element) sumCase.getElementsByTagName("failure").item(0);
        assertThat(failure.getAttribute("message")).isEqualTo(sentence);
        long failedVisible = 0;
        for (JsonNode c : json.get("cases")) {
            failedVisible += c.get("outcome").asString().matches("FAIL|NEEDS_WORK") ? 1 : 0;
        }
        assertThat(suite.getAttribute("failures")).isEqualTo(String.valueOf(failedVisible + 1));

        JsonNode gradescope = JSON.readTree(Files.readString(graded.gradescope()));
        JsonNode sumTest = gradescope.get("tests").get(visibleRows);
        assertThat(sumTest.get("name").asString()).isEqualTo("hidden cases");
        assertThat(sumTest.get("score").asInt()).isEqualTo(points);
        assertThat(sumTest.get("max_score").asInt()).isEqualTo(maxPoints);
        assertThat(sumTest.get("visibility").asString()).isEqualTo("visible");
        assertThat(gradescope.get("output").asString()).contains(sentence);
        for (Path file : List.of(graded.json(), graded.xml(), graded.gradescope())) {
            assertThat(Files.readString(file)).as("no hidden row in %s", file).doesNotContain("hidden-01", "\"HIDDEN\"");
        }
    }

    @Test
    void underOutcomesTheSumOfTheHiddenRowsIsTheSameSentenceAndNoExtraTestcase() throws Exception {
        settings("{\"hiddenResults\":\"OUTCOMES\"}");
        String token = api.createLearner(ServiceInstance.INSTRUCTOR, "outcomes-" + UUID.randomUUID().toString().substring(0, 8));

        Graded graded = grade(token);

        List<JsonNode> hidden = new ArrayList<>();
        graded.api().get("cases").forEach(c -> {
            if (c.get("visibility").asString().equals("HIDDEN")) {
                hidden.add(c);
            }
        });
        assertThat(hidden).isNotEmpty();
        long passed = hidden.stream().filter(c -> c.get("outcome").asString().equals("PASS")).count();
        int points = hidden.stream().mapToInt(c -> c.get("points").asInt()).sum();
        int maxPoints = hidden.stream().mapToInt(c -> c.get("maxPoints").asInt()).sum();
        String sentence = passed + " of " + hidden.size() + " hidden cases passed, " + points + "/" + maxPoints + " points";

        assertThat(out.toString()).contains("Hidden cases: " + sentence + "\n").doesNotContain("in sum only");
        JsonNode json = JSON.readTree(Files.readString(graded.json()));
        assertThat(json.get("hiddenCases").get("passed").asLong()).isEqualTo(passed);
        Document xml = validJUnitXml(graded.xml());
        assertThat(xml.getDocumentElement().getAttribute("tests"))
                .as("the hidden rows are testcases already").isEqualTo(String.valueOf(json.get("cases").size()));
        assertThat(properties(xml)).containsEntry("hiddenCasesPassed", passed + " of " + hidden.size());
        assertThat(testcases(xml)).noneMatch(t -> t.getAttribute("name").equals("hidden cases"));
    }

    /** What the command line wrote, and the API's answer for the same submission. */
    private record Graded(JsonNode api, Path json, Path xml, Path gradescope) {}

    private Graded grade(String token) throws Exception {
        Path policy = Files.writeString(dir.resolve("CostCheckedBeforeCalls.java"), HttpApi.catalogue(WRONG));
        Graded files = new Graded(null, dir.resolve("report.json"), dir.resolve("report.xml"), dir.resolve("results.json"));
        int exit = cli("grade", "--server", api.base().toString(), "--token", token, "--assignment", ASSIGNMENT,
                "--json", files.json().toString(), "--junit-xml", files.xml().toString(), "--gradescope",
                files.gradescope().toString(), policy.toString());
        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        JsonNode listed = HttpApi.json(api.get("/api/submissions?assignment=" + ASSIGNMENT, token));
        assertThat(listed.get("total").asLong()).isEqualTo(1);
        JsonNode report = api.finalReport(listed.get("items").get(0).get("id").asString(), token);
        return new Graded(report, files.json(), files.xml(), files.gradescope());
    }

    private static void settings(String body) {
        HttpResponse<String> saved = api.send(api.request("/api/instructor/assignments/" + ASSIGNMENT + "/settings",
                ServiceInstance.INSTRUCTOR).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(body)).build());
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    }

    private static Document validJUnitXml(Path file) throws Exception {
        String xml = Files.readString(file);
        URL xsd = HiddenCaseSumOnTheCommandLineTest.class.getResource("/junit-xml/junit.xsd");
        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd).newValidator()
                .validate(new StreamSource(new StringReader(xml)));
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static Map<String, String> properties(Document xml) {
        Map<String, String> properties = new HashMap<>();
        for (Element p : elements(xml.getElementsByTagName("property"))) {
            properties.put(p.getAttribute("name"), p.getAttribute("value"));
        }
        return properties;
    }

    private static List<Element> testcases(Document xml) {
        return elements(xml.getElementsByTagName("testcase"));
    }

    private static Element testcase(Document xml, String name) {
        return testcases(xml).stream().filter(t -> t.getAttribute("name").equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no testcase " + name));
    }

    private static List<Element> elements(NodeList nodes) {
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }
}
