package dev.boundedloop.grader.cases;

import java.util.List;

/**
 * Turns one case file of a suite into cases of its learner API's kinds. A semantic problem is an
 * {@link IllegalArgumentException} whose message names the case; the loader adds the file.
 */
@FunctionalInterface
public interface CaseFileReader {

    List<SuiteCase> read(byte[] bytes, String file, SpecParser parser);

    /**
     * The suite loader's strict JSON binding: an unknown field is an error, and every error names
     * the file, the field's path, the case it is in, and the line and column.
     */
    interface SpecParser {
        <T> T parse(byte[] bytes, String file, Class<T> type);
    }
}
