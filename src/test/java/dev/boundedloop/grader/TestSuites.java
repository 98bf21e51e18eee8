package dev.boundedloop.grader;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import java.nio.file.Path;

/** The project's whole suites, hidden cases and catalogue included, as the service reads them from grader-cases/. */
public final class TestSuites {

    public static final Path FOLDER = Path.of("grader-cases");
    public static final SuiteCatalog WHOLE = SuiteCatalog.directory(FOLDER);
    public static final Path CH03_CATALOGUE = FOLDER.resolve("ch03-unit-a/catalogue");

    private TestSuites() {}

    public static Suite whole(String assignment) {
        return WHOLE.suite(assignment);
    }
}
