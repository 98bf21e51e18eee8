package dev.boundedloop.grader.workers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Workers get a class-data archive of their own only where a JVM can write and map one. */
class ClassDataArchiveTest {

    @TempDir Path folder;

    @Test
    void workersOnOnePlainJarOfAJdkWithItsOwnArchiveMapOneFromTheCacheFolderOnceItIsWhole() throws IOException {
        Path jar = jar("grader.jar", "dev/Example.class");
        Map<String, String> environment = Map.of(ClassDataArchive.CACHE_VARIABLE, folder.resolve("cache").toString());
        ClassDataArchive archive = ClassDataArchive.forClassPath(List.of(jar), environment, true).orElseThrow();
        assertThat(archive.file().getParent()).isEqualTo(folder.resolve("cache/admission-grader/class-data"));
        assertThat(archive.jvmOptions()).as("a worker never writes one").isEmpty();
        assertThat(archive.readOnlyFiles()).isEmpty();

        ByteBuffer written = ByteBuffer.allocate(64).order(ByteOrder.nativeOrder()).putInt(KeptArchive.DYNAMIC);
        new KeptArchive(archive.file(), KeptArchive.DYNAMIC).keep(Files.write(folder.resolve("classes.jsa"), written.array()));

        assertThat(archive.jvmOptions()).contains("-XX:SharedArchiveFile=" + archive.file(), "-Xshare:auto")
                .noneMatch(option -> option.startsWith("-XX:ArchiveClassesAtExit"));
        assertThat(archive.readOnlyFiles()).containsExactly(archive.file());
    }

    /**
     * Each jar's archive is named by its content too; asking again for the same jar names the same archive,
     * and a jar written anew over the same path names another.
     */
    @Test
    void anotherJarGetsAnotherArchiveAndTheSameJarTheSameOne() throws IOException {
        Map<String, String> environment = Map.of(ClassDataArchive.CACHE_VARIABLE, folder.toString());
        Path jar = jar("grader.jar", "dev/Example.class");
        Path other = jar("other.jar", "dev/Other.class");

        Path first = ClassDataArchive.forClassPath(List.of(jar), environment, true).orElseThrow().file();

        assertThat(ClassDataArchive.forClassPath(List.of(jar), environment, true).orElseThrow().file()).isEqualTo(first);
        assertThat(ClassDataArchive.forClassPath(List.of(other), environment, true).orElseThrow().file()).isNotEqualTo(first);

        TestJars.write(jar, Map.of("dev/Example.class", new byte[0], "dev/Added.class", new byte[0]));
        assertThat(ClassDataArchive.forClassPath(List.of(jar), environment, true).orElseThrow().file())
                .as("another build written over the same path").isNotEqualTo(first);
    }

    /**
     * A jar downloaded afresh for every CI job names a new archive each time: the folder keeps the newest
     * few of each kind, and leaves the other kind's alone.
     */
    @Test
    void theCacheFolderKeepsTheNewestFewArchivesOfEachKind() throws IOException {
        Map<String, String> environment = Map.of(ClassDataArchive.CACHE_VARIABLE, folder.resolve("cache").toString());
        Path commandLineArchive = Files.createDirectories(folder.resolve("cache/admission-grader/class-data"))
                .resolve("cli-0123.jsa");
        Files.move(archiveBytes("cli"), commandLineArchive);
        List<Path> kept = new ArrayList<>();
        for (int download = 0; download < ClassDataArchive.KEPT_OF_A_KIND + 2; download++) {
            ClassDataArchive archive = ClassDataArchive.forClassPath(List.of(jar("grader-" + download + ".jar",
                    "dev/Example" + download + ".class")), environment, true).orElseThrow();
            archive.keep(archiveBytes("download-" + download));
            Files.setLastModifiedTime(archive.file(), FileTime.fromMillis(1_000_000L * (download + 1)));
            kept.add(archive.file());
        }

        assertThat(kept.subList(0, 2)).as("the oldest").allMatch(file -> !Files.exists(file)
                && !Files.exists(file.resolveSibling(file.getFileName() + ".size")));
        assertThat(kept.subList(2, kept.size())).as("the newest").allMatch(Files::exists);
        assertThat(commandLineArchive).as("another kind").exists();
    }

    /**
     * A command line killed while its grading JVM wrote the archive leaves the file being written: the next
     * archive of that kind kept removes it once it is an hour old, and leaves one being written now.
     */
    @Test
    void keepingAnArchiveRemovesOneItsKindAbandonedWhileWriting() throws IOException {
        Map<String, String> environment = Map.of(ClassDataArchive.CACHE_VARIABLE, folder.resolve("cache").toString());
        ClassDataArchive archive = ClassDataArchive.forCommandLine(jar("cli.jar", "dev/Main.class"), environment)
                .orElseThrow();
        Path cache = Files.createDirectories(archive.file().getParent());
        Path abandoned = Files.write(cache.resolve("cli-1" + ClassDataArchive.WRITING), new byte[8]);
        Files.setLastModifiedTime(abandoned, FileTime.from(Instant.now().minus(ClassDataArchive.ABANDONED_AFTER)
                .minusSeconds(60)));
        Path beingWritten = Files.write(cache.resolve("cli-2" + ClassDataArchive.WRITING), new byte[8]);

        archive.keep(archiveBytes("kept"));

        assertThat(abandoned).doesNotExist();
        assertThat(beingWritten).exists();
        assertThat(archive.file()).exists();
    }

    private Path archiveBytes(String name) throws IOException {
        ByteBuffer written = ByteBuffer.allocate(64).order(ByteOrder.nativeOrder()).putInt(KeptArchive.DYNAMIC);
        return Files.write(folder.resolve(name + ".jsa"), written.array());
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
        return TestJars.write(folder.resolve(name), Map.of(entry, new byte[0]));
    }
}
