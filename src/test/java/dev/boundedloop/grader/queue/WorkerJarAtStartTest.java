package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A service told to start its workers from a jar of another build does not start, and names what differs. */
@ServiceTest
class WorkerJarAtStartTest {

    @Test
    void aWorkerJarOfAnotherBuildStopsTheStartNamingTheFileThatDiffers(@TempDir Path folder) throws IOException {
        Path jar = folder.resolve("admission-grader-cli.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("dev/boundedloop/grader/workers/WorkerMain.class"));
            out.write(new byte[] {(byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe});
            out.closeEntry();
        }

        assertThatThrownBy(() -> ServiceInstance.start("jdbc:h2:mem:worker-jar;DB_CLOSE_DELAY=-1",
                "--grader.sandbox.worker-jar=" + jar))
                .rootCause().isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(jar.toString())
                .hasMessageContaining("is not of this build")
                .hasMessageContaining("dev/boundedloop/grader/workers/WorkerMain.class differs from the service's");
    }
}
