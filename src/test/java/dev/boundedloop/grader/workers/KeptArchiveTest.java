package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An archive is mapped only when it is whole: JDK 17 crashes on one cut short. Whatever else lies in its
 * place is not mapped, and the next trusted run writes over it ({@code LearnerJarIT} grades through one
 * cut short, and through one damaged within, which the JVM's checksums refuse).
 */
class KeptArchiveTest {

    @TempDir Path folder;
    private KeptArchive kept;

    @BeforeEach
    void keepAWholeArchive() throws IOException {
        kept = new KeptArchive(folder.resolve("cache").resolve("worker.jsa"), KeptArchive.DYNAMIC);
        byte[] archive = new byte[8192];
        new Random(3).nextBytes(archive);
        ByteBuffer.wrap(archive).order(ByteOrder.nativeOrder()).putInt(KeptArchive.DYNAMIC);
        kept.keep(Files.write(folder.resolve("classes.jsa"), archive));
    }

    @Test
    void aKeptArchiveIsWholeAndNothingOfItsMakingIsLeftBeside() throws IOException {
        assertThat(kept.whole()).isTrue();
        assertThat(folder.resolve("classes.jsa")).doesNotExist();
        try (var files = Files.list(kept.file().getParent())) {
            assertThat(files.map(path -> path.getFileName().toString())).containsExactlyInAnyOrder("worker.jsa",
                    "worker.jsa.size");
        }
    }

    @Test
    void noiseAnEmptyFileOrAnArchiveCutShortIsNotWhole() throws IOException {
        byte[] whole = Files.readAllBytes(kept.file());
        byte[] noise = new byte[whole.length];
        new Random(7).nextBytes(noise);

        for (byte[] damage : new byte[][] {noise, new byte[0], Arrays.copyOf(whole, 4096)}) {
            Files.write(kept.file(), damage);
            assertThat(kept.whole()).as("%d bytes", damage.length).isFalse();
        }
    }

    @Test
    void anArchiveOfTheOtherKindOrWithoutItsSizeIsNotWhole() throws IOException {
        assertThat(new KeptArchive(kept.file(), KeptArchive.STATIC).whole()).isFalse();

        Files.delete(kept.file().resolveSibling("worker.jsa.size"));
        assertThat(kept.whole()).isFalse();
        assertThat(new KeptArchive(folder.resolve("none.jsa"), KeptArchive.DYNAMIC).whole()).isFalse();
    }
}
