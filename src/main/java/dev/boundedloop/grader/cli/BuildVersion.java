package dev.boundedloop.grader.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The project's version as the build recorded it (META-INF/build-info.properties), for {@code --version}. */
final class BuildVersion implements IVersionProvider {

    static final String RESOURCE = "/META-INF/build-info.properties";

    @Override
    public String[] getVersion() {
        return new String[] {"admission-grader " + version()};
    }

    static String version() {
        try (InputStream in = BuildVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "(unknown: built without build-info)";
            }
            Properties info = new Properties();
            info.load(in);
            return info.getProperty("build.version", "(unknown)");
        } catch (IOException e) {
            return "(unknown: " + e.getMessage() + ")";
        }
    }
}
