package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.grading.GoldenReports;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.ReportJson;
import dev.boundedloop.grader.grading.SubmissionStatus;
import dev.boundedloop.grader.tiers.PackagedJarTest;
import dev.boundedloop.grader.tiers.ProcessTest;
import dev.boundedloop.grader.workers.WorkerJar;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The learner's jar (target/admission-grader-cli.jar) as a learner runs it, a process of its own: it
 * grades in a worker JVM exactly as the service jar's {@code grade} does, holds nothing of the
 * service, and grades the same whether the workers' class-data archive is missing, written, mapped or
 * damaged.
 */
@PackagedJarTest
@ProcessTest
class LearnerJarIT {

    private static final Path LEARNER_JAR = Path.of(System.getProperty("grader.cli.jar", "target/admission-grader-cli.jar"));
    private static final Path SERVICE_JAR = Path.of(System.getProperty("grader.jar", "target/admission-grader.jar"));
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    private static final Path REFERENCE = TestSuites.CH03_CATALOGUE.resolve("correct/Reference.java");
    private static final byte[] DYNAMIC_ARCHIVE_MAGIC = {(byte) 0xa8, (byte) 0xab, 0x0b, (byte) 0xf0};

    @TempDir Path dir;
    /**
     * The cache folder of the tests that grade with the archive as a learner's later runs find it: written
     * once, by a trusted run during the second grading (a first leaves only the folder), then mapped.
     */
    @TempDir static Path sharedCache;

    @ParameterizedTest
    @CsvSource({
        "grader-cases/ch03-unit-a/catalogue/correct/Reference.java, GRADED, 0",
        "grader-cases/ch03-unit-a/catalogue/wrong/CostCheckedBeforeCalls.java, GRADED, 1",
        "src/test/resources/sandbox/redteam/SystemExit.java, REJECTED, 2"})
    void gradesAsTheServiceJarDoes(String source, SubmissionStatus status, int exit) throws Exception {
        Path cache = sharedCache;
        Run learner = run(LEARNER_JAR, cache, "grade", "--assignment", "ch03-unit-a", "--json",
                dir.resolve("learner.json").toString(), Path.of(source).toAbsolutePath().toString());
        Run service = run(SERVICE_JAR, cache, "grade", "--assignment", "ch03-unit-a", "--json",
                dir.resolve("service.json").toString(), Path.of(source).toAbsolutePath().toString());

        assertThat(learner.exit()).as(learner.output()).isEqualTo(exit);
        assertThat(service.exit()).as(service.output()).isEqualTo(exit);
        GradingReport report = report(dir.resolve("learner.json"));
        assertThat(report.status()).isEqualTo(status);
        assertThat(GoldenReports.digest(report)).as("the report, timings aside")
                .isEqualTo(GoldenReports.digest(report(dir.resolve("service.json"))));
        assertThat(learner.output().lines().findFirst()).isEqualTo(service.output().lines().findFirst());
        assertThat(learner.output()).contains("Protection: workers ");
    }

    @Test
    void saysItsVersionAndThatItHoldsNoService() throws Exception {
        Run version = run(LEARNER_JAR, dir, "--version");
        assertThat(version.exit()).isZero();
        assertThat(version.output().strip()).isEqualTo(run(SERVICE_JAR, dir, "--version").output().strip())
                .startsWith("admission-grader ");

        Run bare = run(LEARNER_JAR, dir);
        assertThat(bare.exit()).isEqualTo(64);
        assertThat(bare.output()).contains("holds no service").contains("grade");
    }

    @Test
    void holdsTheGraderAndNothingOfTheService() throws IOException {
        try (JarFile jar = new JarFile(LEARNER_JAR.toFile())) {
            List<String> names = Collections.list(jar.entries()).stream().map(ZipEntry::getName).toList();
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class"))
                    .isEqualTo("dev.boundedloop.grader.cli.Main");
            assertThat(names).contains("dev/boundedloop/grader/cli/GradeCommand.class",
                    "dev/boundedloop/grader/workers/WorkerMain.class", "dev/boundedloop/grader/sandbox/InMemoryCompiler.class",
                    "picocli/CommandLine.class", "org/objectweb/asm/ClassReader.class",
                    "org/junit/platform/launcher/core/LauncherFactory.class", "tools/jackson/databind/ObjectMapper.class",
                    "sandbox/allowlist.txt", "META-INF/build-info.properties",
                    "META-INF/LICENSE", "META-INF/NOTICE", "META-INF/THIRD-PARTY.txt");
            assertThat(names).as("the service, its frameworks, JPlag, nested jars")
                    .noneMatch(name -> Stream.of("org/springframework/", "jakarta/", "org/hibernate/", "org/h2/",
                            "org/postgresql/", "org/apache/catalina/", "org/flywaydb/", "com/fasterxml/jackson/databind/",
                            "de/jplag/", "BOOT-INF/", "static/", "db/", "application", "dev/boundedloop/grader/cli/service/",
                            "dev/boundedloop/grader/intake/", "dev/boundedloop/grader/similarity/",
                            "dev/boundedloop/grader/queue/").anyMatch(name::startsWith))
                    .noneMatch(name -> name.endsWith(".jar"));
            String thirdParty;
            try (InputStream in = jar.getInputStream(jar.getEntry("META-INF/THIRD-PARTY.txt"))) {
                thirdParty = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            assertThat(thirdParty).contains("info.picocli:picocli", "org.junit.platform:junit-platform-launcher",
                    "org.ow2.asm:asm", "tools.jackson.core:jackson-databind").doesNotContain("springframework", "hibernate");
        }
    }

    /**
     * The first grading writes no archive (a CI machine may throw its cache away), the second writes the
     * workers'; later ones map it; one that finds it damaged or empty grades without it and writes it
     * anew. The report is the same every time.
     */
    @Test
    void aMissingOrDamagedClassDataArchiveChangesNoGrade() throws Exception {
        Path cache = dir.resolve("cache");
        Path archives = cache.resolve("admission-grader").resolve("class-data");
        String expected = gradeReference(cache, "first");
        assertThat(archives).as("marked used, and nothing written").isEmptyDirectory();
        assertThat(gradeReference(cache, "second")).isEqualTo(expected);
        Path archive = onlyArchiveIn(archives, "worker-");
        assertThat(magic(archive)).as("written by a trusted run during the second grading").isEqualTo(DYNAMIC_ARCHIVE_MAGIC);

        assertThat(gradeReference(cache, "mapped")).isEqualTo(expected);

        // Cut short, its header whole and its classes gone (JDK 17 crashes on mapping that). Noise or an empty
        // file in its place is refused by the same check before any JVM sees it (KeptArchiveTest).
        byte[] truncated = Arrays.copyOf(Files.readAllBytes(archive), 4096);
        archive.toFile().setWritable(true);
        Files.write(archive, truncated);
        assertThat(gradeReference(cache, "damaged")).isEqualTo(expected);
        assertThat(onlyArchiveIn(archives, "worker-")).isEqualTo(archive);
        assertThat(magic(archive)).as("written anew over the damaged one").isEqualTo(DYNAMIC_ARCHIVE_MAGIC);
        assertThat(Files.size(archive)).isGreaterThan(truncated.length);

        // Damaged within, its size and first bytes whole: the JVM's checksums refuse it, and the worker starts without.
        byte[] flipped = Files.readAllBytes(archive);
        Arrays.fill(flipped, flipped.length / 2, flipped.length / 2 + 64, (byte) 0xff);
        archive.toFile().setWritable(true);
        Files.write(archive, flipped);
        assertThat(gradeReference(cache, "flipped")).isEqualTo(expected);
    }

    /**
     * {@code java -jar} as typed grades in a second JVM with the client compiler alone, whose second run writes
     * an archive of the command line's own classes and whose later runs map it; a JVM option on the command
     * line keeps the grading in the JVM it was given. The report is the same every way.
     */
    @Test
    void gradesInATunedSecondJvmThatKeepsAnArchiveOfItsOwn() throws Exception {
        Path cache = dir.resolve("cache");
        Path archives = cache.resolve("admission-grader").resolve("class-data");
        String expected = gradeReference(cache, "first");
        assertThat(archives).as("a first run, as every run of a CI machine that keeps no cache is, writes none")
                .isEmptyDirectory();
        assertThat(gradeReference(cache, "second")).isEqualTo(expected);
        Path archive = onlyArchiveIn(archives, "cli-");
        assertThat(magic(archive)).isEqualTo(DYNAMIC_ARCHIVE_MAGIC);
        FileTime written = Files.getLastModifiedTime(archive);

        assertThat(gradeReference(cache, "mapped")).isEqualTo(expected);
        assertThat(Files.getLastModifiedTime(archive)).as("mapped, not written again").isEqualTo(written);
        assertThat(namesIn(archives)).as("no archive left half kept")
                .allMatch(name -> name.endsWith(".jsa") || name.endsWith(".jsa.size"));

        Path untunedCache = dir.resolve("untuned-cache");
        for (String run : List.of("untuned-first", "untuned-second")) {
            Path json = dir.resolve(run + ".json");
            Run untuned = run(JAVA, List.of("-Dgrader.cli.relaunch=false"), LEARNER_JAR, untunedCache, "grade",
                    "--assignment", "ch03-unit-a", "--json", json.toString(), REFERENCE.toAbsolutePath().toString());
            assertThat(untuned.exit()).as(untuned.output()).isZero();
            assertThat(GoldenReports.digest(report(json))).isEqualTo(expected);
        }
        Path untunedArchives = untunedCache.resolve("admission-grader").resolve("class-data");
        assertThat(onlyArchiveIn(untunedArchives, "worker-")).exists();
        assertThat(namesIn(untunedArchives)).noneMatch(name -> name.startsWith("cli-"));
    }

    /** A CI step that stops the command (SIGTERM, as a cancelled job does) stops the JVM it grades in and the worker. */
    @Test
    void stoppingTheCommandStopsTheJvmThatGradesAndItsWorker() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(JAVA.toString(), "-jar", LEARNER_JAR.toAbsolutePath().toString(),
                "grade", "--assignment", "ch03-unit-a",
                Path.of("src/test/resources/sandbox/redteam/InfiniteLoop.java").toAbsolutePath().toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("stopped.txt").toFile()).directory(dir.toFile());
        builder.environment().put("XDG_CACHE_HOME", sharedCache.toAbsolutePath().toString());
        builder.environment().remove(WorkerJar.VARIABLE);
        Process command = builder.start();
        List<ProcessHandle> started = new ArrayList<>();
        while (started.stream().noneMatch(LearnerJarIT::gradesInAWorker) && command.isAlive()) {
            Thread.sleep(50);
            started = command.descendants().toList();
        }
        ProcessHandle grading = started.stream().filter(handle -> handle.info().arguments().stream()
                .flatMap(Arrays::stream).anyMatch(argument -> argument.equals("-Dgrader.cli.relaunched=true")))
                .findFirst().orElseThrow(() -> new AssertionError("no second JVM among " + command.descendants().toList()));

        command.destroy();

        assertThat(command.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(grading.isAlive()).as("the JVM that grades ends before the command does").isFalse();
        for (ProcessHandle process : started) {
            process.onExit().get(1, TimeUnit.MINUTES);
        }
        assertThat(started).noneMatch(ProcessHandle::isAlive);
    }

    private static boolean gradesInAWorker(ProcessHandle process) {
        return process.info().arguments().stream().flatMap(Arrays::stream)
                .anyMatch(argument -> argument.endsWith("WorkerMain"));
    }

    /**
     * A JDK without an archive of its own classes (a jlink image made without {@code --generate-cds-archive},
     * as slim runtimes often are) refuses to start a JVM told to write one: its workers start without one,
     * and the grade is the same.
     */
    @Test
    void gradesTheSameOnAJdkWithoutAnArchiveOfItsOwn() throws Exception {
        Path jdk = dir.resolve("slim-jdk");
        Process jlink = new ProcessBuilder(JAVA.resolveSibling("jlink").toString(), "--add-modules",
                "java.base,java.desktop,java.logging,java.net.http,java.sql,jdk.compiler,jdk.jfr,jdk.management,"
                        + "jdk.unsupported,jdk.zipfs",
                "--no-man-pages", "--no-header-files", "--output", jdk.toString()).redirectErrorStream(true).start();
        String said = new String(jlink.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(jlink.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(jlink.exitValue()).as(said).isZero();
        Path slimCache = dir.resolve("slim-cache");

        String onTheSlimJdk = gradeReference(jdk.resolve("bin").resolve("java"), slimCache, "slim");

        assertThat(onTheSlimJdk).isEqualTo(gradeReference(JAVA, sharedCache, "usual"));
        assertThat(slimCache.resolve("admission-grader").resolve("class-data")).doesNotExist();
    }

    private String gradeReference(Path cache, String name) throws Exception {
        return gradeReference(JAVA, cache, name);
    }

    private String gradeReference(Path java, Path cache, String name) throws Exception {
        Path json = dir.resolve(name + ".json");
        Run grade = run(java, LEARNER_JAR, cache, "grade", "--assignment", "ch03-unit-a", "--json", json.toString(),
                REFERENCE.toAbsolutePath().toString());
        assertThat(grade.exit()).as(grade.output()).isZero();
        return GoldenReports.digest(report(json));
    }

    private static Path onlyArchiveIn(Path folder, String kind) throws IOException {
        List<Path> archives = namesIn(folder).stream().filter(name -> name.startsWith(kind) && name.endsWith(".jsa"))
                .map(folder::resolve).toList();
        assertThat(archives).hasSize(1);
        return archives.get(0);
    }

    private static List<String> namesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(Path::getFileName).map(Path::toString).toList();
        }
    }

    private static byte[] magic(Path archive) throws IOException {
        try (InputStream in = Files.newInputStream(archive)) {
            return in.readNBytes(4);
        }
    }

    private static GradingReport report(Path json) throws IOException {
        return ReportJson.read(Files.readString(json));
    }

    private Run run(Path jar, Path cache, String... args) throws Exception {
        return run(JAVA, jar, cache, args);
    }

    private Run run(Path java, Path jar, Path cache, String... args) throws Exception {
        return run(java, List.of(), jar, cache, args);
    }

    /**
     * {@code java -jar JAR ARGS} in a folder of its own, with its own cache folder, as a learner runs it (each
     * jar's workers started from itself); output and error together.
     */
    private Run run(Path java, List<String> jvmOptions, Path jar, Path cache, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(java.toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString()));
        command.addAll(List.of(args));
        Path work = Files.createTempDirectory(dir, "work");
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
        builder.environment().put("XDG_CACHE_HOME", cache.toAbsolutePath().toString());
        builder.environment().remove(WorkerJar.VARIABLE);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return new Run(process.exitValue(), output);
    }

    private record Run(int exit, String output) {}
}
