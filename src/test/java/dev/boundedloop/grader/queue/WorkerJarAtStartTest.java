package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.tiers.ServiceTest;
import dev.boundedloop.grader.workers.TestJars;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A service told to start its workers from a jar of another build does not start, and names what differs. */
@ServiceTest
class WorkerJarAtStartTest {

    @Test
    void aWorkerJarOfAnotherBuildStopsTheStartNamingTheFileThatDiffers(@TempDir Path folder) throws IOException {
        Path jar = folder.resolve("admission-grader-cli.jar");
        TestJars.write(jar, Map.of("dev/boundedloop/grader/workers/WorkerMain.class",
                new byte[] {(byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe}));

        assertThatThrownBy(() -> ServiceInstance.start("jdbc:h2:mem:worker-jar;DB_CLOSE_DELAY=-1",
                "--grader.sandbox.worker-jar=" + jar))
                .rootCause().isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(jar.toString())
                .hasMessageContaining("is not of this build")
                .hasMessageContaining("dev/boundedloop/grader/workers/WorkerMain.class differs from the service's");
    }
}
