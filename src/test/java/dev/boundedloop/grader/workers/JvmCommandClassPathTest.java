package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker's class path, and with it what a jailed worker may read, includes the jars an application jar's
 * manifest names: the layout Spring Boot's {@code extract} makes for class-data sharing.
 */
class JvmCommandClassPathTest {

    @TempDir Path folder;

    @Test
    void theJarsAManifestNamesJoinTheClassPathResolvedBesideTheJar() throws IOException {
        Path lib = Files.createDirectories(folder.resolve("lib"));
        Path jackson = Files.createFile(lib.resolve("jackson.jar"));
        Path picocli = Files.createFile(lib.resolve("picocli.jar"));
        Path app = jarWithClassPath(folder.resolve("app.jar"), "lib/jackson.jar lib/picocli.jar lib/absent.jar");

        assertThat(JvmCommand.classPathOf(app.toString()))
                .containsExactly(app, jackson.toAbsolutePath(), picocli.toAbsolutePath());
    }

    @Test
    void aJarWithoutClassPathAndAFolderStayAsTheyAre() throws IOException {
        Path app = jarWithClassPath(folder.resolve("plain.jar"), null);
        Path classes = Files.createDirectories(folder.resolve("classes"));

        assertThat(JvmCommand.classPathOf(app + File.pathSeparator + classes)).containsExactly(app, classes);
    }

    @Test
    void theWorkerCommandNamesEveryEntryAndTheMainClassDirectly() throws IOException {
        Path lib = Files.createDirectories(folder.resolve("lib"));
        Path jackson = Files.createFile(lib.resolve("jackson.jar"));
        Path app = jarWithClassPath(folder.resolve("app.jar"), "lib/jackson.jar");

        assertThat(JvmCommand.forMain(JvmCommand.classPathOf(app.toString()), "example.Main", List.of(), List.of()))
                .containsSequence("-cp", app.toAbsolutePath() + File.pathSeparator + jackson.toAbsolutePath(),
                        "example.Main");
    }

    private static Path jarWithClassPath(Path jar, String classPath) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (classPath != null) {
            manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        }
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            return jar;
        }
    }
}
