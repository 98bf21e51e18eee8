package dev.boundedloop.grader.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.cli.service.ServiceMain;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The completion script knows every subcommand and option, and bash completes with it. */
@ProcessTest
class CompletionCommandTest extends CommandLineTest {

    private static final Path BASH = Path.of("/bin/bash");

    @TempDir Path dir;

    @Test
    void theScriptNamesTheSubcommandsAndTheirOptions() {
        assertThat(cli("completion")).as(err.toString()).isZero();

        String script = out.toString();
        assertThat(script).contains("complete -F").contains("admission-grader");
        assertThat(script).contains("grade", "suite-check", "starter", "benchmark", "completion")
                .doesNotContain("similarity-benchmark", "instructor-token");
        StringWriter serviceScript = new StringWriter();
        assertThat(ServiceMain.run(new PrintWriter(serviceScript, true), new PrintWriter(err, true), "completion")).isZero();
        assertThat(serviceScript.toString()).as("the service jar's").contains("grade", "serve", "similarity-benchmark",
                "instructor-token");
        assertThat(script).contains("--assignment", "--junit-xml", "--gradescope", "--server", "--token", "--timeout",
                "--min-score");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void bashCompletesSubcommandsAndOptionsWithTheScript() throws Exception {
        assumeTrue(Files.isExecutable(BASH), "needs bash to run the completion script");
        assertThat(cli("completion")).isZero();
        Path script = Files.writeString(dir.resolve("completion.bash"), out.toString());

        assertThat(complete(script, "admission-grader", "")).contains("grade", "suite-check", "completion")
                .doesNotContain("--junit-xml");
        assertThat(complete(script, "admission-grader", "grade", "--ju")).containsExactly("--junit-xml");
        assertThat(complete(script, "admission-grader", "grade", "--")).contains("--assignment", "--server",
                "--gradescope");
    }

    /** What bash offers for the last word, as the shell's own completion machinery computes it. */
    private List<String> complete(Path script, String... words) throws Exception {
        StringBuilder quoted = new StringBuilder();
        for (String word : words) {
            quoted.append(" '").append(word).append("'");
        }
        String line = String.join(" ", words);
        // compopt only works inside a completion bash itself started; here it has nothing to do.
        String program = "source " + script + "\n"
                + "compopt() { :; }\n"
                + "COMP_WORDS=(" + quoted + " )\n"
                + "COMP_CWORD=" + (words.length - 1) + "\n"
                + "COMP_LINE='" + line + "'\n"
                + "COMP_POINT=" + line.length() + "\n"
                + "_complete_admission-grader\n"
                + "printf '%s\\n' \"${COMPREPLY[@]}\"\n";
        Process bash = new ProcessBuilder(BASH.toString(), "-c", program).redirectErrorStream(true).start();
        byte[] printed = bash.getInputStream().readAllBytes();
        assertThat(bash.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String text = new String(printed, StandardCharsets.UTF_8);
        assertThat(bash.exitValue()).as(text).isZero();
        return Arrays.stream(text.split("\n")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
