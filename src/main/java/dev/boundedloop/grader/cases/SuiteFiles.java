package dev.boundedloop.grader.cases;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Where a suite's files are read from: a directory, or the grader's own class path. */
public interface SuiteFiles {

    /** Reads one file of the suite; a missing file is an error that names it. */
    byte[] read(String name);

    static SuiteFiles directory(Path directory) {
        return name -> {
            try {
                return Files.readAllBytes(directory.resolve(name));
            } catch (NoSuchFileException e) {
                throw new SuiteFormatException("suite file missing: " + directory.resolve(name));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    /** The suites packaged in the jar under {@code grader-cases/<assignment>/}. */
    static SuiteFiles classpath(String assignmentId) {
        return name -> readResource("grader-cases/" + assignmentId + "/" + name);
    }

    /** The packaged list of assignment ids. */
    static byte[] classpathIndex() {
        return readResource("grader-cases/assignments.json");
    }

    private static byte[] readResource(String resource) {
        try (InputStream in = SuiteFiles.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new SuiteFormatException("suite file missing: " + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
