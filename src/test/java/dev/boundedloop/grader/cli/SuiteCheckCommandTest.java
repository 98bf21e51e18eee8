package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.TestSuites;
import dev.boundedloop.grader.cases.SuiteBundle;
import dev.boundedloop.grader.tiers.ProcessTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code suite-check} as a suite author runs it before uploading: on the assignment's folder or a
 * zip of it, and on copies of it broken the ways hand edits break them.
 */
@ProcessTest
class SuiteCheckCommandTest extends CommandLineTest {

    private static final Path SUITE = TestSuites.FOLDER.resolve(SuiteCopies.ASSIGNMENT);

    @TempDir Path dir;

    @Test
    void theProjectsSuiteFolderHoldsWithItsOwnCatalogue() {
        assertThat(cli("suite-check", SUITE.toString())).as(err.toString()).isZero();

        int cases = TestSuites.whole(SuiteCopies.ASSIGNMENT).cases().size();
        assertThat(out.toString()).contains(SuiteCopies.ASSIGNMENT + " (suite sha256 " + wholeSha256() + "): " + cases
                + " cases", "ok   correct/Reference.java", "ok   wrong/ConstantCall.java", "The suite holds.")
                .doesNotContain("PROBLEM", "FAIL");
    }

    @Test
    void theAssignmentOptionReadsTheAssignmentsFolderUnderCases() {
        assertThat(cli("suite-check", "--assignment", SuiteCopies.ASSIGNMENT)).as(err.toString()).isZero();
        assertThat(out.toString()).contains("(suite sha256 " + wholeSha256() + ")", "The suite holds.");
    }

    @Test
    void aZipOfTheFolderHoldsAsTheFolderDoes() throws IOException {
        Path zip = Files.write(dir.resolve("suite.zip"), SuiteBundle.fromDirectory(SUITE).toZip());

        assertThat(cli("suite-check", zip.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("(suite sha256 " + wholeSha256() + ")", "ok   wrong/ConstantCall.java",
                "The suite holds.");
    }

    @Test
    void aZipWhoseFilesSitUnderOneTopFolderHolds() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            zip.putNextEntry(new ZipEntry(SuiteCopies.ASSIGNMENT + "/"));
            zip.closeEntry();
            for (Map.Entry<String, byte[]> file : SuiteBundle.fromDirectory(SUITE).files().entrySet()) {
                zip.putNextEntry(new ZipEntry(SuiteCopies.ASSIGNMENT + "/" + file.getKey()));
                zip.write(file.getValue());
                zip.closeEntry();
            }
        }
        Path zip = Files.write(dir.resolve("zipped-folder.zip"), bytes.toByteArray());

        assertThat(cli("suite-check", zip.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).contains("(suite sha256 " + wholeSha256() + ")", "ok   correct/Reference.java",
                "The suite holds.");
    }

    @Test
    void aHiddenCaseFileWithAValueOutsideTheEnumDoesNotHoldAndTheMessageNamesFileCaseAndField() {
        Path suite = SuiteCopies.assignmentFolder(dir);
        SuiteCopies.editJson(suite.resolve("decisions-hidden.json"),
                root -> ((ObjectNode) root.get("decisions").get(3)).put("expected", "MAYBE"));

        assertThat(cli("suite-check", suite.toString())).isEqualTo(1);
        assertThat(out.toString()).contains(
                "The suite does not read: decisions-hidden.json: decisions[3].expected (case hidden-04) at line ",
                "\"MAYBE\"", "The suite does NOT hold.");
    }

    @Test
    void aHiddenCaseFileWithAnUnknownFieldDoesNotHoldAndTheMessageNamesIt() {
        Path suite = SuiteCopies.assignmentFolder(dir);
        SuiteCopies.editJson(suite.resolve("decisions-hidden.json"),
                root -> ((ObjectNode) root.get("decisions").get(0)).put("expect", "CALL"));

        assertThat(cli("suite-check", suite.toString())).isEqualTo(1);
        assertThat(out.toString()).contains("decisions-hidden.json: decisions[0].expect (case hidden-01)",
                "unknown field 'expect'; the fields here are", "The suite does NOT hold.");
    }

    @Test
    void aDeclaredRunTheReferenceDoesNotReproduceDoesNotHoldAndNamesTheCaseAndField() {
        Path suite = SuiteCopies.assignmentFolder(dir);
        // scenarios[1] is challenge-call-limit, which declares two model calls.
        SuiteCopies.editJson(suite.resolve("scenarios-visible.json"), root -> {
            ObjectNode expect = (ObjectNode) root.get("scenarios").get(1).get("expect");
            expect.put("modelCalls", expect.get("modelCalls").asInt() + 1);
        });

        assertThat(cli("suite-check", suite.toString())).isEqualTo(1);
        assertThat(out.toString()).contains(
                "PROBLEM challenge-call-limit: declares modelCalls 3 but the reference run gives 2",
                "The suite does NOT hold.");
    }

    @Test
    void aWrongPolicyMarkedFullInTheCatalogueDoesNotHold() throws IOException {
        Path suite = SuiteCopies.assignmentFolder(dir);
        Path wrong = suite.resolve("catalogue/wrong/ConstantCall.java");
        Files.writeString(wrong, Files.readString(wrong).replaceFirst("// expect: loses-points", "// expect: full"));

        assertThat(cli("suite-check", suite.toString())).isEqualTo(1);
        assertThat(out.toString()).containsPattern("FAIL wrong/ConstantCall\\.java +expect full +score +\\d+/\\d+  "
                + "a correct policy scored \\d+ of \\d+")
                .contains("ok   correct/Reference.java", "The suite does NOT hold.");
    }

    @Test
    void aFileThatIsNotAZipDoesNotRead() throws IOException {
        Path notZip = Files.writeString(dir.resolve("suite.zip"), "this is not a zip");

        assertThat(cli("suite-check", notZip.toString())).isEqualTo(1);
        assertThat(out.toString()).contains("The suite does not read: the upload is not a zip",
                "The suite does NOT hold.");
    }

    @Test
    void usageMistakesExitSixtyFourWithAMessage() {
        assertUsage("Name a suite folder or zip, or --assignment ID", "suite-check");
        assertUsage("Name a suite folder or zip, or --assignment ID", "suite-check", SUITE.toString(),
                "--assignment", SuiteCopies.ASSIGNMENT);
        assertUsage("No suite folder or zip " + dir.resolve("missing"), "suite-check", dir.resolve("missing").toString());
        assertUsage("No suite folder or zip " + dir.resolve("ch03-unit-a"), "suite-check", "--assignment",
                SuiteCopies.ASSIGNMENT, "--cases", dir.toString());
        assertUsage("--cases goes with --assignment", "suite-check", SUITE.toString(), "--cases", dir.toString());
        assertUsage("No catalogue folder " + dir.resolve("nowhere"), "suite-check", SUITE.toString(), "--catalogue",
                dir.resolve("nowhere").toString());
    }

    private void assertUsage(String message, String... args) {
        err.getBuffer().setLength(0);
        assertThat(cli(args)).as(String.join(" ", args)).isEqualTo(GraderCli.USAGE);
        assertThat(err.toString()).contains(message);
    }

    private static String wholeSha256() {
        return TestSuites.whole(SuiteCopies.ASSIGNMENT).sha256();
    }
}
