package dev.boundedloop.grader.grading;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.cases.Category;
import dev.boundedloop.grader.cases.Visibility;
import java.io.ByteArrayInputStream;
import java.nio.CharBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * The report files hold whatever a learner printed or threw, half surrogate pairs and control
 * characters included, and must still be valid UTF-8 that their readers parse.
 */
class ReportFilesTest {

    /** Halves alone, at either end, in the wrong order, next to an escaped char; and a whole pair. */
    private static final String LEARNER_TEXT = "\udc00start \ud800\n \udc00\ud800 \u001b[2J \ud83d\ude00 end\ud800";

    private static final GradingReport REPORT = new GradingReport(SubmissionStatus.GRADED, 0, 1, LEARNER_TEXT,
            List.of(), List.of(),
            List.of(new CaseResult("case-1", "a case", Category.LOOP, Visibility.VISIBLE, CaseOutcome.ERROR, 0, 1,
                    null, null, "java.lang.IllegalStateException", LEARNER_TEXT, LEARNER_TEXT)),
            List.of(), new GradingReport.SuiteInfo("ch03-unit-a", "v1", "sha", null), new GradingReport.SourceInfo("sha", 1),
            Map.of());

    @Test
    void theJsonReportIsValidUtf8AndKeepsTheLearnersTextExactly() throws Exception {
        String json = ReportJson.write(REPORT);

        assertValidUtf8(json);
        GradingReport read = ReportJson.read(json);
        assertThat(read.message()).isEqualTo(LEARNER_TEXT);
        assertThat(read.cases().get(0).stdout()).isEqualTo(LEARNER_TEXT);
        assertThat(json).contains("\\uDC00start", "\ud83d\ude00");
    }

    @Test
    void theGradescopeReportIsValidUtf8AndParses() throws Exception {
        String json = GradescopeReport.write(REPORT);

        assertValidUtf8(json);
        assertThat(JsonMapper.builder().build().readTree(json).get("output").asString()).isEqualTo(LEARNER_TEXT);
    }

    @Test
    void theJUnitXmlReplacesWhatXmlCannotCarryAndParses() throws Exception {
        String xml = JUnitXmlReport.write(REPORT);

        assertValidUtf8(xml);
        var document = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        assertThat(document.getElementsByTagName("system-out").item(0).getTextContent())
                .isEqualTo("\ufffdstart \ufffd\n \ufffd\ufffd \ufffd[2J \ud83d\ude00 end\ufffd");
    }

    /** A strict encoder throws on half a surrogate pair, where String.getBytes would write '?'. */
    private static void assertValidUtf8(String text) throws Exception {
        StandardCharsets.UTF_8.newEncoder().encode(CharBuffer.wrap(text));
    }
}
