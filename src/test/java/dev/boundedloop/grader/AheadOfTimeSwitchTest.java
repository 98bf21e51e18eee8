package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.workers.TestJars;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The service runs the bean definitions generated ahead of time only from a packaged jar that holds them: in
 * the build's folders they may be older than the code beside them.
 */
class AheadOfTimeSwitchTest {

    @TempDir Path folder;

    @Test
    void aJarHoldingTheGeneratedInitializerRunsIt() throws Exception {
        Path jar = TestJars.write(folder.resolve("service.jar"), Map.ofEntries(TestJars.classFile(AotFixture.class),
                TestJars.classFile(AotFixture__ApplicationContextInitializer.class)));

        assertThat(processedAheadOfTime(jar)).isTrue();
    }

    @Test
    void aJarWithoutItDoesNot() throws Exception {
        Path jar = TestJars.write(folder.resolve("service.jar"), Map.ofEntries(TestJars.classFile(AotFixture.class)));

        assertThat(processedAheadOfTime(jar)).isFalse();
    }

    @Test
    void theBuildsFoldersDoNotEvenWhenTheyHoldIt() {
        assertThat(AotFixture__ApplicationContextInitializer.class).isNotNull();

        assertThat(AdmissionGraderApplication.processedAheadOfTime(AotFixture.class)).isFalse();
    }

    /** Whether the fixture's application class, loaded from {@code jar}, runs the generated definitions. */
    private static boolean processedAheadOfTime(Path jar) throws Exception {
        // The platform loader as parent: the class must come from the jar, not from this JVM's class path.
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()},
                ClassLoader.getPlatformClassLoader())) {
            return AdmissionGraderApplication.processedAheadOfTime(Class.forName(AotFixture.class.getName(), false,
                    loader));
        }
    }
}

/** Stands for the application class. */
class AotFixture {}

/** Stands for what Spring's ahead-of-time processing generates for it. */
class AotFixture__ApplicationContextInitializer {}
