package dev.boundedloop.grader.cases;

import java.util.List;

/** TEMPORARY stand-in for the lead's contract; removed before merging main. */
@FunctionalInterface
public interface CaseFileReader {
    List<SuiteCase> read(byte[] bytes, String file, SpecParser parser);

    interface SpecParser {
        <T> T parse(byte[] bytes, String file, Class<T> type);
    }
}
