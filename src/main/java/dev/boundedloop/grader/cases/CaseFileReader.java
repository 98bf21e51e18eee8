package dev.boundedloop.grader.cases;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What the suite loader needs of an assignment kind: the learner API its assignments name, and how
 * one of its case files turns into cases. A semantic problem is an {@link IllegalArgumentException}
 * whose message names the case; the loader adds the file.
 */
public interface CaseFileReader {

    LearnerApi api();

    List<SuiteCase> read(byte[] bytes, String file, SpecParser parser);

    /**
     * The kind among {@code kinds} whose learner API has this id.
     *
     * @throws IllegalArgumentException naming the ids there are, when none has it
     */
    static <K extends CaseFileReader> K byApiId(List<K> kinds, String id) {
        return kinds.stream().filter(kind -> kind.api().id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown learner API '" + id + "'; the APIs are "
                        + kinds.stream().map(kind -> kind.api().id()).collect(Collectors.joining(", "))));
    }

    /**
     * The suite loader's strict JSON binding: an unknown field is an error, and every error names
     * the file, the field's path, the case it is in, and the line and column.
     */
    interface SpecParser {
        <T> T parse(byte[] bytes, String file, Class<T> type);
    }
}
