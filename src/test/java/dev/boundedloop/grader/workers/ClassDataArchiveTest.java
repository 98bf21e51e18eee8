package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Workers get a class-data archive of their own only where a JVM can write and map one. */
class ClassDataArchiveTest {

    @TempDir Path folder;

    @Test
    void workersOnOnePlainJarOfAJdkWithItsOwnArchiveGetOneInTheCacheFolder() throws IOException {
        Path jar = jar("grader.jar", "dev/Example.class");
        Map<String, String> environment = Map.of(ClassDataArchive.CACHE_VARIABLE, folder.resolve("cache").toString());

        ClassDataArchive archive = ClassDataArchive.forClassPath(List.of(jar), environment, true).orElseThrow();

        assertThat(archive.file().getParent()).isEqualTo(folder.resolve("cache/admission-grader/class-data"));
        assertThat(archive.jvmOptions(folder)).contains("-XX:ArchiveClassesAtExit=" + folder.resolve("classes.jsa"));
    }

    /** Such a JDK (a jlink image without its archive) refuses to start a JVM told to write one: no worker would start. */
    @Test
    void aJdkWithoutAnArchiveOfItsOwnGivesNone() throws IOException {
        assertThat(ClassDataArchive.forClassPath(List.of(jar("grader.jar", "dev/Example.class")), Map.of(), false))
                .isEmpty();
    }

    @Test
    void aClassPathOfSeveralEntriesOrTheServicesNestedJarGivesNone() throws IOException {
        Path plain = jar("grader.jar", "dev/Example.class");
        Path boot = jar("service.jar", "BOOT-INF/classes/");

        assertThat(ClassDataArchive.forClassPath(List.of(plain, folder), Map.of(), true)).isEmpty();
        assertThat(ClassDataArchive.forClassPath(List.of(boot), Map.of(), true)).isEmpty();
    }

    private Path jar(String name, String entry) throws IOException {
        Path jar = folder.resolve(name);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry(entry));
            out.closeEntry();
        }
        return jar;
    }
}
