package dev.boundedloop.grader.docs;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The committed configuration reference is what the configuration metadata gives today. */
class ConfigurationReferenceTest {

    @Test
    void theConfigurationPageMatchesTheConfigurationMetadata() throws IOException {
        Path page = ConfigurationReference.projectRoot().resolve(ConfigurationReference.PAGE);
        String expected = ConfigurationReference.render(ConfigurationReference.metadata());
        if (!Files.isRegularFile(page)) {
            fail(ConfigurationReference.PAGE + " is missing; write it with: " + ConfigurationReference.REGENERATE);
        }
        String actual = Files.readString(page, UTF_8);
        if (!expected.equals(actual)) {
            fail(ConfigurationReference.PAGE + " differs from the configuration metadata (" + firstDifference(expected, actual)
                    + "); regenerate it with: " + ConfigurationReference.REGENERATE);
        }
    }

    @Test
    void javadocTagsBecomeMarkdownSentences() {
        assertEquals("The API root, e.g. `https://api.openai.com/v1`.",
                ConfigurationReference.sentence("the API root, e.g. {@code https://api.openai.com/v1}"));
        assertEquals("Worker JVMs; default one per grading thread (`grader.queue.workers`), at least one.",
                ConfigurationReference.sentence("worker JVMs; default one per grading thread\n     ({@code grader.queue.workers}), at least one"));
        assertEquals("Ends with its own stop.", ConfigurationReference.sentence("ends with its own stop."));
        assertEquals("Requests go to `{base-url}/chat/completions`.",
                ConfigurationReference.sentence("requests go to {@code {base-url}/chat/completions}"));
    }

    @Test
    void aPropertyWithoutADescriptionIsRefused() {
        String metadata = """
                {"groups": [{"name": "grader.x", "sourceType": "dev.example.XProperties"}],
                 "properties": [{"name": "grader.x.y", "type": "java.lang.Integer", "sourceType": "dev.example.XProperties"}]}""";
        IllegalStateException refused = assertThrows(IllegalStateException.class, () -> ConfigurationReference.render(metadata));
        assertTrue(refused.getMessage().contains("grader.x.y has no description"), refused.getMessage());
    }

    private static String firstDifference(String expected, String actual) {
        String[] want = expected.split("\n", -1);
        String[] got = actual.split("\n", -1);
        for (int i = 0; i < Math.max(want.length, got.length); i++) {
            String w = i < want.length ? want[i] : "(end of page)";
            String g = i < got.length ? got[i] : "(end of page)";
            if (!w.equals(g)) {
                return "line " + (i + 1) + " should read \"" + w + "\" but reads \"" + g + "\"";
            }
        }
        return "line endings differ";
    }
}
