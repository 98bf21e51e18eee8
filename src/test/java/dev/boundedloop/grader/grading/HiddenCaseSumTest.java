package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** The hidden cases in sum, counted from rows, and carried by each report file without rows of its own. */
class HiddenCaseSumTest {

    private static final List<CaseResult> ROWS = List.of(
            row("v-1", Visibility.VISIBLE, CaseOutcome.FAIL, 0, 2),
            row("h-1", Visibility.HIDDEN, CaseOutcome.PASS, 3, 3),
            row("h-2", Visibility.HIDDEN, CaseOutcome.FAIL, 0, 4),
            row("h-3", Visibility.HIDDEN, CaseOutcome.PASS, 1, 1));

    @Test
    void theSumCountsHiddenRowsOnly() {
        HiddenCaseSum sum = HiddenCaseSum.of(ROWS);

        assertThat(sum).isEqualTo(new HiddenCaseSum(2, 3, 4, 8));
        assertThat(sum.sentence()).isEqualTo("2 of 3 hidden cases passed, 4/8 points");
        assertThat(sum.withheldFrom(report(ROWS))).isFalse();
        assertThat(sum.withheldFrom(report(ROWS).withoutHiddenCases())).isTrue();
        assertThat(HiddenCaseSum.of(ROWS.subList(0, 1)).withheldFrom(report(ROWS.subList(0, 1)))).isFalse();
    }

    @Test
    void allHiddenCasesPassedIsAPassingTestcaseAndStaysValidJUnitXml() throws Exception {
        GradingReport visibleOnly = report(ROWS.subList(0, 1));

        String xml = JUnitXmlReport.write(visibleOnly, new HiddenCaseSum(3, 3, 8, 8));

        SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(HiddenCaseSumTest.class.getResource("/junit-xml/junit.xsd")).newValidator()
                .validate(new StreamSource(new StringReader(xml)));
        assertThat(xml).contains("tests=\"2\"", "failures=\"1\"", "<testcase name=\"hidden cases\" classname=\"hidden\"",
                "<property name=\"hiddenCasesPassed\" value=\"3 of 3\"");
        assertThat(xml.substring(xml.indexOf("name=\"hidden cases\""))).doesNotContain("<failure");
    }

    @Test
    void theJsonCarriesTheSumBesideTheReportAndReadsBackAsTheReport() {
        GradingReport visibleOnly = report(ROWS).withoutHiddenCases();

        String json = ReportJson.write(visibleOnly, HiddenCaseSum.of(ROWS));

        assertThat(JsonMapper.builder().build().readTree(json).get("hiddenCases").toString())
                .isEqualTo("{\"passed\":2,\"total\":3,\"points\":4,\"maxPoints\":8}");
        assertThat(ReportJson.read(json)).isEqualTo(visibleOnly);
        assertThat(ReportJson.write(visibleOnly, new HiddenCaseSum(0, 0, 0, 0))).isEqualTo(ReportJson.write(visibleOnly));
    }

    private static GradingReport report(List<CaseResult> cases) {
        return new GradingReport(SubmissionStatus.GRADED, 4, 10, "graded", List.of(), List.of(), cases, List.of(),
                new GradingReport.SuiteInfo("ch03-unit-a", "v1", "sha", null), new GradingReport.SourceInfo("sha", 1),
                Map.of());
    }

    private static CaseResult row(String id, Visibility visibility, CaseOutcome outcome, int points, int max) {
        return new CaseResult(id, id, Category.BOUNDARY, visibility, outcome, points, max, null, null, null, null, null);
    }
}
