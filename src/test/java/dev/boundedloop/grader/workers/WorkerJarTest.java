package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Workers start from a named jar only when it holds exactly the classes the grader itself runs. */
class WorkerJarTest {

    private static final String SOME_CLASS = WorkerJar.class.getName().replace('.', '/') + ".class";
    private static final String OTHER_CLASS = JvmCommand.class.getName().replace('.', '/') + ".class";

    @TempDir Path folder;

    @Test
    void aJarOfThisBuildIsTheWorkersWholeClassPath() throws IOException {
        Path jar = jar("same.jar", Map.of(SOME_CLASS, own(SOME_CLASS), OTHER_CLASS, own(OTHER_CLASS),
                "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nCreated-By: elsewhere\n".getBytes()));

        assertThat(WorkerJar.classPath(jar)).containsExactly(jar.toAbsolutePath());
    }

    @Test
    void aClassWithOtherBytesIsRefusedByName() throws IOException {
        byte[] changed = own(OTHER_CLASS);
        changed[changed.length - 1] ^= 1;
        Path jar = jar("changed.jar", Map.of(SOME_CLASS, own(SOME_CLASS), OTHER_CLASS, changed));

        assertThatThrownBy(() -> WorkerJar.classPath(jar)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not of this build").hasMessageContaining(OTHER_CLASS + " differs");
    }

    @Test
    void aClassTheGraderHasNotIsRefusedByName() throws IOException {
        Path jar = jar("extra.jar", Map.of(SOME_CLASS, own(SOME_CLASS), "evil/Extra.class", own(OTHER_CLASS)));

        assertThatThrownBy(() -> WorkerJar.classPath(jar)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("evil/Extra.class is not in the service");
    }

    @Test
    void theServicesOwnJarAndAMissingFileAreRefused() throws IOException {
        Path boot = jar("service.jar", Map.of("BOOT-INF/classes/", new byte[0], "BOOT-INF/classes/" + SOME_CLASS,
                own(SOME_CLASS)));

        assertThatThrownBy(() -> WorkerJar.classPath(boot)).hasMessageContaining("is the service's own jar");
        assertThatThrownBy(() -> WorkerJar.classPath(folder.resolve("absent.jar"))).hasMessageContaining("is not a file");
    }

    @Test
    void withoutTheSettingWorkersStartFromThisJvmsClassPath() throws IOException {
        Path jar = jar("named.jar", Map.of(SOME_CLASS, own(SOME_CLASS)));

        assertThat(WorkerJar.classPathFrom(Map.of())).isEqualTo(JvmCommand.classPath());
        assertThat(WorkerJar.classPathFrom(Map.of(WorkerJar.VARIABLE, " "))).isEqualTo(JvmCommand.classPath());
        assertThat(WorkerJar.classPathFrom(Map.of(WorkerJar.VARIABLE, jar.toString())))
                .containsExactly(jar.toAbsolutePath());
    }

    private static byte[] own(String resource) throws IOException {
        try (InputStream in = WorkerJarTest.class.getClassLoader().getResourceAsStream(resource)) {
            return in.readAllBytes();
        }
    }

    private Path jar(String name, Map<String, byte[]> entries) throws IOException {
        return TestJars.write(folder.resolve(name), new TreeMap<>(entries));
    }
}
