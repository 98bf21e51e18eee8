package dev.boundedloop.grader.instructor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class GradebookCsvTest {

    @Test
    void fieldsWithSeparatorsAreQuotedAndFormulasAreDefused() {
        assertThat(GradebookCsv.field("alice")).isEqualTo("alice");
        assertThat(GradebookCsv.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(GradebookCsv.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(GradebookCsv.field("=HYPERLINK(1)")).isEqualTo("'=HYPERLINK(1)");
    }

    @Test
    void aLearnerWithoutSubmissionsHasEmptyScores() {
        assertThat(GradebookCsv.write(List.of(new LearnerScore("carol", 0, null, null, null, null, null)), 109))
                .isEqualTo(GradebookCsv.HEADER + "\r\ncarol,0,,,109,,,\r\n");
    }
}
