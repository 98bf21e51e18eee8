package dev.boundedloop.grader.cases;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** Where a suite's files are read from: a bundle of files, or the copy built into the grader. */
public interface SuiteFiles {

    /** Reads one file of the suite; a missing file is an error that names it. */
    byte[] read(String name);

    /**
     * The built-in copy of an assignment's suite under {@code grader-cases/<assignment>/} on the
     * class path: the visible parts only, because the jar goes to learners.
     */
    static SuiteFiles builtIn(String assignmentId) {
        return name -> readResource("grader-cases/" + assignmentId + "/" + name);
    }

    /** The built-in list of assignment ids. */
    static byte[] builtInIndex() {
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
