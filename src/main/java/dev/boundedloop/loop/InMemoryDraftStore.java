package dev.boundedloop.loop;

import java.util.Map;
import java.util.Optional;

/** A {@link DraftStore} that keeps the last snapshot in memory, for tests and graded runs. */
public final class InMemoryDraftStore implements DraftStore {

    private Map<String, Object> last;

    @Override
    public void save(Map<String, Object> snapshot) {
        last = JsonValues.copyObject(snapshot);
    }

    /** The last snapshot saved, or empty when no draft was admitted. */
    public Optional<Map<String, Object>> last() {
        return Optional.ofNullable(last);
    }
}
