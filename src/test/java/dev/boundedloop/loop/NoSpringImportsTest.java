package dev.boundedloop.loop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The loop is plain Java, so workers can run it without a Spring context. */
class NoSpringImportsTest {

    private static final Path SOURCES = Path.of("src/main/java/dev/boundedloop/loop");

    @Test
    void noLoopSourceMentionsSpring() throws IOException {
        List<Path> sources;
        try (Stream<Path> files = Files.list(SOURCES)) {
            sources = files.filter(p -> p.toString().endsWith(".java")).toList();
        }

        assertThat(sources).isNotEmpty();
        assertThat(sources).allSatisfy(source -> assertThat(Files.readString(source))
                .as(source.getFileName().toString())
                .doesNotContain("org.springframework"));
    }
}
