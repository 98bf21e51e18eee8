package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.cases.Visibility;
import dev.boundedloop.grader.grading.CaseResult;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.GradingReport.SuiteInfo;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The jar a learner holds has the visible cases only: grading with it says so in every output, and
 * only a suite author's --cases folder (or the service) grades, or shows, the hidden cases.
 */
@ProcessTest
class VisibleCasesOnlyTest extends CommandLineTest {

    private static final String ASSIGNMENT = SuiteCopies.ASSIGNMENT;
    private static final Path REFERENCE = TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java");
    private static final Path WRONG = TestSuites.CH03_CATALOGUE.resolve("wrong/CostCheckedBeforeCalls.java");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir Path dir;

    /** In a worker JVM, as a learner's CI step grades: the suite the worker reads again is the visible part too. */
    @Test
    void withoutCasesOnlyTheVisibleCasesAreGradedAndEveryOutputSaysWhereTheHiddenOnesAre() throws Exception {
        Path json = dir.resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");

        int exit = cli("grade", "--assignment", ASSIGNMENT, "--json", json.toString(), "--junit-xml", xml.toString(),
                "--gradescope", gradescope.toString(), REFERENCE.toString());

        assertThat(exit).as(err.toString()).isZero();
        Suite whole = TestSuites.whole(ASSIGNMENT);
        List<SuiteCase> visible = whole.cases().stream().filter(c -> c.header().visibility() == Visibility.VISIBLE).toList();
        assertThat(visible).hasSizeLessThan(whole.cases().size());

        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.cases()).extracting(CaseResult::id)
                .containsExactlyElementsOf(visible.stream().map(c -> c.header().id()).toList());
        assertThat(report.maxScore()).isEqualTo(visible.stream().mapToInt(c -> c.header().points()).sum())
                .isLessThan(whole.maxScore());
        assertThat(report.score()).isEqualTo(report.maxScore());
        assertThat(report.suite().hiddenCases()).isEqualTo(SuiteInfo.GRADED_BY_THE_SERVICE);
        assertThat(JSON.readTree(json.toFile()).get("suite").get("hiddenCases").asString())
                .isEqualTo(SuiteInfo.GRADED_BY_THE_SERVICE);

        Document junit = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile());
        assertThat(hiddenCasesProperty(junit)).isEqualTo(SuiteInfo.GRADED_BY_THE_SERVICE);
        assertThat(junit.getElementsByTagName("testcase").getLength()).isEqualTo(visible.size());

        JsonNode results = JSON.readTree(gradescope.toFile());
        assertThat(results.get("output").asString()).endsWith("Hidden cases: " + SuiteInfo.GRADED_BY_THE_SERVICE);
        assertThat(results.get("tests").size()).isEqualTo(visible.size());
        assertThat(results.get("tests").valueStream()).allSatisfy(test ->
                assertThat(test.get("visibility").asString()).isEqualTo("visible"));

        assertThat(out.toString()).contains("Hidden cases: " + SuiteInfo.GRADED_BY_THE_SERVICE)
                .doesNotContain("(hidden)");
    }

    @Test
    void withTheWholeSuiteEveryCaseIsGradedAndNothingSaysHiddenCasesAreMissing() throws Exception {
        Path json = dir.resolve("report.json");
        Path xml = dir.resolve("report.xml");
        Path gradescope = dir.resolve("results.json");

        int exit = cli("grade", "--in-process", "--assignment", ASSIGNMENT, "--cases", TestSuites.FOLDER.toString(),
                "--json", json.toString(), "--junit-xml", xml.toString(), "--gradescope", gradescope.toString(),
                REFERENCE.toString());

        assertThat(exit).as(err.toString()).isZero();
        Suite whole = TestSuites.whole(ASSIGNMENT);
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.cases()).hasSameSizeAs(whole.cases());
        assertThat(report.maxScore()).isEqualTo(whole.maxScore());
        assertThat(report.suite().hiddenCases()).isNull();
        assertThat(JSON.readTree(json.toFile()).get("suite").has("hiddenCases")).isFalse();
        assertThat(hiddenCasesProperty(DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile())))
                .isNull();
        // The hidden cases are graded here, so they are summed, never said to be left to the service.
        assertThat(JSON.readTree(gradescope.toFile()).get("output").asString())
                .doesNotContain(SuiteInfo.GRADED_BY_THE_SERVICE).contains("hidden cases passed");
        assertThat(out.toString()).doesNotContain(SuiteInfo.GRADED_BY_THE_SERVICE).contains("hidden cases passed")
                .contains("(hidden)");
    }

    @Test
    void fullWithoutCasesIsAUsageErrorAndWritesNoReport() {
        Path json = dir.resolve("report.json");

        assertThat(cli("grade", "--assignment", ASSIGNMENT, "--full", "--json", json.toString(), REFERENCE.toString()))
                .isEqualTo(GraderCli.USAGE);

        assertThat(err.toString()).contains("--full shows hidden cases", "--cases");
        assertThat(json).doesNotExist();
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void fullWithCasesShowsAFailedHiddenCaseInFull() throws Exception {
        Path json = dir.resolve("report.json");

        int exit = cli("grade", "--in-process", "--full", "--assignment", ASSIGNMENT, "--cases",
                TestSuites.FOLDER.toString(), "--json", json.toString(), WRONG.toString());

        assertThat(exit).as(err.toString()).isEqualTo(ExitCodes.BELOW_MIN_SCORE);
        GradingReport report = ReportJson.read(Files.readString(json));
        assertThat(report.cases()).filteredOn(c -> c.visibility() == Visibility.HIDDEN && c.points() < c.maxPoints())
                .isNotEmpty().allSatisfy(c -> assertThat(c.input()).isNotNull());
        assertThat(out.toString()).contains("What differed:").containsPattern("hidden-\\S+: ");
    }

    @Test
    void aCasesFolderThatIsMissingOrBrokenIsAUsageErrorThatSaysWhy() {
        Path missing = dir.resolve("nowhere");
        assertThat(cli("grade", "--in-process", "--assignment", ASSIGNMENT, "--cases", missing.toString(),
                REFERENCE.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("Cannot grade with --cases " + missing, "no suites folder");

        Path cases = SuiteCopies.casesFolder(dir);
        SuiteCopies.editJson(cases.resolve(ASSIGNMENT).resolve("properties-hidden.json"),
                root -> ((ObjectNode) root.get("properties").get(0)).put("kind", "SOMETIMES"));
        err.getBuffer().setLength(0);
        assertThat(cli("grade", "--in-process", "--assignment", ASSIGNMENT, "--cases", cases.toString(),
                REFERENCE.toString())).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains("Cannot grade with --cases " + cases,
                "properties-hidden.json: properties[0].kind (case hidden-property-decisions) at line ", "SOMETIMES");
    }

    /** The value of the JUnit XML's {@code hiddenCases} property, or null without one. */
    private static String hiddenCasesProperty(Document junit) {
        NodeList properties = junit.getElementsByTagName("property");
        for (int i = 0; i < properties.getLength(); i++) {
            Element property = (Element) properties.item(i);
            if (property.getAttribute("name").equals("hiddenCases")) {
                return property.getAttribute("value");
            }
        }
        return null;
    }
}
