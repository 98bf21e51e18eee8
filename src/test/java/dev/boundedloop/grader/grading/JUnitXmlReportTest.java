package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.kinds.KindRegistry;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.net.URL;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Real reports of real gradings, written as JUnit XML, are valid against the JUnit schema CI
 * reporters read (shipped in test resources), whatever the learner's source printed or threw.
 */
@ProcessTest
class JUnitXmlReportTest {

    private static final String ASSIGNMENT = "ch03-unit-a";
    private static final Path CATALOGUE = TestSuites.CH03_CATALOGUE;
    private static final String HOSTILE = "src/test/resources/junit-xml/HostileXml.java";

    private static Schema schema;
    private static Suite suite;
    private static Grader grader;

    @BeforeAll
    static void loadSchemaAndSuite() throws Exception {
        URL xsd = JUnitXmlReportTest.class.getResource("/junit-xml/junit.xsd");
        assertThat(xsd).as("the JUnit XML schema in test resources").isNotNull();
        schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd);
        suite = TestSuites.whole(ASSIGNMENT);
        grader = SandboxedGrader.create(KindRegistry.KINDS);
    }

    @Test
    void aCorrectPolicyIsAllGreen() throws Exception {
        GradingReport report = grade(Files.readAllBytes(CATALOGUE.resolve("correct/Reference.java")));
        assertThat(report.score()).isEqualTo(report.maxScore());

        Element suiteElement = validated(report).getDocumentElement();

        assertThat(suiteElement.getAttribute("name")).isEqualTo(ASSIGNMENT);
        assertThat(suiteElement.getAttribute("tests")).isEqualTo(String.valueOf(report.cases().size()));
        assertThat(suiteElement.getAttribute("failures")).isEqualTo("0");
        assertThat(suiteElement.getAttribute("errors")).isEqualTo("0");
        assertThat(suiteElement.getAttribute("skipped")).isEqualTo("0");
        assertThat(suiteElement.getAttribute("hostname")).isNotBlank();
        assertThat(Double.parseDouble(suiteElement.getAttribute("time"))).isPositive();
        assertThat(suiteElement.getElementsByTagName("testcase").getLength()).isEqualTo(report.cases().size());
        assertThat(suiteElement.getElementsByTagName("failure").getLength()).isZero();
        assertThat(suiteElement.getElementsByTagName("error").getLength()).isZero();
    }

    @Test
    void aWrongPolicyHasOneFailurePerFailedCaseWithATypeAOneLineMessageAndTheDetailsInItsText() throws Exception {
        GradingReport report = grade(Files.readAllBytes(CATALOGUE.resolve("wrong/CostCheckedBeforeCalls.java")));
        long failed = report.cases().stream().filter(c -> c.outcome() == CaseOutcome.FAIL).count();
        assertThat(failed).isPositive();

        Document document = validated(report);

        assertThat(document.getDocumentElement().getAttribute("failures")).isEqualTo(String.valueOf(failed));
        NodeList failures = document.getElementsByTagName("failure");
        assertThat(failures.getLength()).isEqualTo((int) failed);
        for (Element failure : elements(failures)) {
            assertThat(failure.getAttribute("type")).isEqualTo("FAIL");
            assertThat(failure.getAttribute("message")).isNotBlank().doesNotContain("\n");
            assertThat(failure.getTextContent()).contains(failure.getAttribute("message").replace(" …", ""))
                    .contains("expected: ").contains("observed: ");
            Element testcase = (Element) failure.getParentNode();
            assertThat(testcase.getAttribute("classname")).isNotBlank();
            assertThat(testcase.getAttribute("time")).isNotBlank();
        }
    }

    @Test
    void aCompileErrorIsOneErroredTestcaseNamingTheLine() throws Exception {
        GradingReport report = grade("""
                import dev.boundedloop.policy.*;
                public class Broken implements AdmissionPolicy {
                    public Admission decide(AdmissionState s) { return Admission.CALL }
                }
                """.getBytes(StandardCharsets.UTF_8));
        assertThat(report.status()).isEqualTo(SubmissionStatus.COMPILE_ERROR);

        Document document = validated(report);

        assertThat(document.getDocumentElement().getAttribute("tests")).isEqualTo("1");
        assertThat(document.getDocumentElement().getAttribute("errors")).isEqualTo("1");
        Element error = (Element) document.getElementsByTagName("error").item(0);
        assertThat(error.getAttribute("type")).isEqualTo("COMPILE_ERROR");
        assertThat(error.getAttribute("message")).isNotBlank().doesNotContain("\n");
        assertThat(error.getTextContent()).contains("line 3:");
    }

    @Test
    void hostileLearnerTextStillGivesAValidDocumentThatKeepsWhatXmlCanCarry() throws Exception {
        GradingReport report = grade(Files.readAllBytes(Path.of(HOSTILE)));
        assertThat(report.cases()).anySatisfy(c -> assertThat(c.outcome()).isEqualTo(CaseOutcome.ERROR));

        Document document = validated(report);

        List<Element> outputs = elements(document.getElementsByTagName("system-out")).stream()
                .filter(e -> e.getParentNode().getNodeName().equals("testcase")).toList();
        assertThat(outputs).isNotEmpty();
        String printed = outputs.get(0).getTextContent();
        assertThat(printed).startsWith("\ufffdnul ]]> <x>&amp;&lt;\"'</testcase> <!DOCTYPE x [<!ENTITY e 'e'>]>&e; ")
                // Allowed controls stay; U+FFFE and U+FFFF do not; CR LF reads back as a line feed.
                .contains("\ufffd\ufffd\ufffd\ufffd\ufffd[2J\u007f\u0085 ", " \ufffd\ufffd \n second line \ud83d\ude00 end")
                .doesNotContain("\u0000", "\u001b", "\ud800 ");
        Element error = elements(document.getElementsByTagName("error")).get(0);
        assertThat(error.getAttribute("type")).isEqualTo("ERROR");
        assertThat(error.getTextContent()).contains("]]>", "</testcase>");
        assertThat(document.getElementsByTagName("x").getLength()).as("learner markup stays text").isZero();
    }

    @Test
    void everyFieldOfASyntheticReportMayHoldHostileText() throws Exception {
        String hostile = "\u0000]]><a b=\"c\">&\ud800\r\n\u001b\ufffe";
        List<CaseResult> cases = new ArrayList<>();
        for (CaseOutcome outcome : CaseOutcome.values()) {
            cases.add(new CaseResult(hostile + outcome, hostile, Category.LOOP, Visibility.VISIBLE, outcome, 0, 1,
                    Map.of("state", hostile), hostile, hostile, hostile, hostile));
        }
        GradingReport report = new GradingReport(SubmissionStatus.GRADED, 1, cases.size(), hostile, List.of(),
                List.of(), cases, List.of(), new GradingReport.SuiteInfo(hostile, hostile, hostile, hostile),
                new GradingReport.SourceInfo("sha", 1), Map.of("runMicros", 1_500_000L));

        String xml = JUnitXmlReport.write(report, Instant.parse("2026-03-04T05:06:07.890Z"), "ci-runner-7");
        Document document = validated(xml);

        Element root = document.getDocumentElement();
        assertThat(root.getAttribute("timestamp")).isEqualTo("2026-03-04T05:06:07");
        assertThat(root.getAttribute("hostname")).isEqualTo("ci-runner-7");
        assertThat(root.getAttribute("time")).isEqualTo("1.500");
        assertThat(root.getAttribute("tests")).isEqualTo(String.valueOf(CaseOutcome.values().length));
        assertThat(root.getAttribute("failures")).isEqualTo("2"); // FAIL and NEEDS_WORK
        assertThat(root.getAttribute("errors")).isEqualTo(String.valueOf(CaseOutcome.values().length - 3));
        for (Element failure : elements(document.getElementsByTagName("failure"))) {
            assertThat(failure.getAttribute("message")).isEqualTo("\ufffd]]><a b=\"c\">&\ufffd …");
        }
    }

    private static GradingReport grade(byte[] source) {
        return new InProcessSubmissionGrader(grader).grade(suite, source);
    }

    /** Written, valid UTF-8, valid against the schema (both the full and the learner's view), and parsed. */
    private static Document validated(GradingReport report) throws Exception {
        validated(JUnitXmlReport.write(report.forLearner()));
        return validated(JUnitXmlReport.write(report));
    }

    private static Document validated(String xml) throws Exception {
        StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap(xml)); // throws on half a surrogate pair
        schema.newValidator().validate(new StreamSource(new StringReader(xml)));
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> elements(NodeList nodes) {
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }
}
