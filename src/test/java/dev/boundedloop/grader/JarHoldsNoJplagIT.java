package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.PackagedJarTest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;

/**
 * The service jar is Apache-2.0 and JPlag GPL-3.0, so the jar the build packaged holds no trace of
 * JPlag or of the bridge that calls it: no JPlag class, in the jar or in any jar nested in it, no
 * JPlag jar, and no class of the bridge. The bridge and JPlag's jars are in target/jplag, apart, with
 * their own licence. The jar lists the third-party licences of what it bundles.
 */
@PackagedJarTest
class JarHoldsNoJplagIT {

    @Test
    void theServiceJarHoldsNoJplagAndListsItsThirdPartyLicences() throws IOException {
        Path jar = Path.of(System.getProperty("grader.jar", "target/admission-grader.jar"));
        assertThat(jar).as("the jar that package built (run with ./mvnw verify)").isRegularFile();

        List<String> traces = new ArrayList<>();
        String thirdParty = null;
        int nested = 0;
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                String name = entry.getName();
                if (isJplag(name)) {
                    traces.add(name);
                }
                if (name.equals("META-INF/THIRD-PARTY.txt")) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        thirdParty = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                    }
                }
                if (name.endsWith(".jar")) {
                    nested++;
                    if (name.matches("BOOT-INF/lib/(jplag|java|language-api)-\\d.*\\.jar")) {
                        traces.add(name);
                    }
                    try (ZipInputStream inner = new ZipInputStream(zip.getInputStream(entry))) {
                        for (ZipEntry each = inner.getNextEntry(); each != null; each = inner.getNextEntry()) {
                            if (isJplag(each.getName())) {
                                traces.add(name + "!/" + each.getName());
                            }
                        }
                    }
                }
            }
        }

        assertThat(nested).as("nested jars searched").isGreaterThan(50);
        assertThat(traces).as("JPlag in " + jar).isEmpty();
        assertThat(thirdParty).as("META-INF/THIRD-PARTY.txt in the jar").isNotNull()
                .contains("org.springframework.boot:spring-boot", "org.junit.platform:junit-platform-launcher")
                .doesNotContain("de.jplag");
    }

    @Test
    void theBridgeAndJplagAreInTheirOwnFolderWithTheirOwnLicence() throws IOException {
        Path folder = Path.of("target", "jplag");

        assertThat(folder.resolve("COPYING")).content().contains("GNU GENERAL PUBLIC LICENSE", "Version 3");
        assertThat(folder.resolve("NOTICE")).content().contains("GPL-3.0-or-later", "Apache");
        assertThat(folder.resolve("lib/jplag-4.3.0.jar")).isRegularFile();
        try (JarFile bridge = new JarFile(folder.resolve("admission-grader-jplag.jar").toFile())) {
            assertThat(bridge.getManifest().getMainAttributes().getValue("License")).isEqualTo("GPL-3.0-or-later");
        }
    }

    private static boolean isJplag(String name) {
        return name.contains("de/jplag/") || name.contains("dev/boundedloop/grader/jplag/");
    }
}
