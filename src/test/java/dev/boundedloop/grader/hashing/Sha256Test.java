package dev.boundedloop.grader.hashing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class Sha256Test {

    @TempDir Path folder;

    @Test
    void aFileReadAsAStreamHasTheDigestOfItsBytes() throws IOException {
        byte[] content = new byte[300_000]; // several buffers' worth
        new Random(11).nextBytes(content);
        Path file = Files.write(folder.resolve("content.bin"), content);

        assertThat(Sha256.ofFile(file)).isEqualTo(Sha256.hex(content)).hasSize(64);
        assertThat(Sha256.ofFile(Files.write(folder.resolve("empty"), new byte[0])))
                .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }
}
