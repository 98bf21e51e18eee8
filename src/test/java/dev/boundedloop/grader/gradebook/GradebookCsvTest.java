package dev.boundedloop.grader.gradebook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.course.Standing;
import dev.boundedloop.grader.standings.ScoreOverride;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class GradebookCsvTest {

    @Test
    void fieldsWithSeparatorsAreQuotedAndFormulasAreDefused() {
        assertThat(GradebookCsv.field("alice")).isEqualTo("alice");
        assertThat(GradebookCsv.field("a,b")).isEqualTo("\"a,b\"");
        assertThat(GradebookCsv.field("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(GradebookCsv.field("=HYPERLINK(1)")).isEqualTo("'=HYPERLINK(1)");
        assertThat(GradebookCsv.field("@SUM(1)")).isEqualTo("'@SUM(1)");
        assertThat(GradebookCsv.field("\t=1+1")).isEqualTo("'\t=1+1");
        assertThat(GradebookCsv.field("\r=1+1")).isEqualTo("\"'\r=1+1\"");
    }

    private static final UUID LATE = UUID.fromString("00000000-0000-0000-0000-00000000000a");
    private static final Instant AT = Instant.parse("2026-12-02T10:00:00Z");

    @Test
    void aLearnerWithoutSubmissionsHasEmptyScores() {
        assertThat(GradebookCsv.write(List.of(new Standing("carol", 0, null, null, null, null, null, null, null, null,
                null, 0, 0, null, null)), Map.of(), 109))
                .isEqualTo(GradebookCsv.HEADER + "\r\ncarol,,,,,,109,0,0,,,,0,,,,,\r\n");
    }

    @Test
    void aRowShowsTheFinalScoreWithItsRawScoreLatenessAndOverride() {
        Standing late = new Standing("alice", 3, 100, 80, "GRADED", AT, LATE, LATE, "GRADED", AT, 80, 2, 20, null, 64);
        Standing overridden = new Standing("bob", 1, 50, 50, "GRADED", AT, LATE, LATE, "GRADED", AT, 50, 0, 0,
                new ScoreOverride(70, "regrade by hand, see mail", "instructor:ada", AT), 70);
        Map<String, RosterEntry> roster = Map.of("alice", new RosterEntry("alice", "Alice Liddell", "alice@example.org",
                "A1"));

        assertThat(GradebookCsv.write(List.of(late, overridden), roster, 109).split("\r\n")).containsExactly(
                GradebookCsv.HEADER,
                "alice,Alice Liddell,alice@example.org,A1,64,80,109,2,20,," + LATE + "," + AT + ",3,100,80,GRADED,,",
                "bob,,,,70,50,109,0,0,70," + LATE + "," + AT + ",1,50,50,GRADED,\"regrade by hand, see mail\",instructor:ada");
    }

    @Test
    void theCanvasLayoutHasItsFixedColumnsAPointsPossibleRowAndTheFinalScore() {
        Standing late = new Standing("alice", 3, 100, 80, "GRADED", AT, LATE, LATE, "GRADED", AT, 80, 2, 20, null, 64);
        Standing none = new Standing("carol", 0, null, null, null, null, null, null, null, null, null, 0, 0, null, null);
        Map<String, RosterEntry> roster = Map.of("alice", new RosterEntry("alice", "Liddell, Alice", "alice@example.org",
                "A1"));

        assertThat(CanvasGradebookCsv.write(List.of(late, none), roster, "Unit A", 4711L, 109).split("\r\n"))
                .containsExactly(
                        "Student,ID,SIS User ID,SIS Login ID,Section,Unit A (4711)",
                        "Points Possible,,,,,109",
                        "\"Liddell, Alice\",,alice,alice@example.org,A1,64",
                        "carol,,carol,,,");
    }
}
