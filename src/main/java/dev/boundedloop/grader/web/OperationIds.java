package dev.boundedloop.grader.web;

import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Operation ids that a generated client can name methods after: springdoc takes the handler's
 * method name and numbers repeats ({@code list_7}), an order that moves when a controller is added.
 * A name that several operations share gets the path's last words instead ({@code listWebhooks},
 * {@code listLearners}), as many as make it unique.
 */
final class OperationIds {

    private record Named(String path, String base, Operation operation) {}

    private OperationIds() {}

    static void makeReadable(Paths paths) {
        Map<String, List<Named>> byBase = new LinkedHashMap<>();
        paths.forEach((path, item) -> {
            for (Map.Entry<PathItem.HttpMethod, Operation> entry : item.readOperationsMap().entrySet()) {
                Operation operation = entry.getValue();
                String id = operation.getOperationId();
                String base = id == null ? entry.getKey().name().toLowerCase(Locale.ROOT) : id.replaceFirst("_\\d+$", "");
                byBase.computeIfAbsent(base, key -> new ArrayList<>()).add(new Named(path, base, operation));
            }
        });
        for (List<Named> same : byBase.values()) {
            if (same.size() == 1) {
                same.get(0).operation().setOperationId(same.get(0).base());
                continue;
            }
            for (int words = 1; ; words++) {
                Set<String> ids = new HashSet<>();
                for (Named named : same) {
                    ids.add(named.base() + lastWords(named.path(), words));
                }
                if (ids.size() == same.size() || words > 8) {
                    for (Named named : same) {
                        named.operation().setOperationId(named.base() + lastWords(named.path(), words));
                    }
                    break;
                }
            }
        }
    }

    /** The path's last literal segments in PascalCase: /api/instructor/learners/{id}/tokens, 2 → LearnersTokens. */
    private static String lastWords(String path, int count) {
        List<String> literal = new ArrayList<>();
        for (String segment : path.split("/")) {
            if (!segment.isEmpty() && !segment.startsWith("{") && !segment.equals("api")) {
                literal.add(segment);
            }
        }
        StringBuilder words = new StringBuilder();
        for (String segment : literal.subList(Math.max(0, literal.size() - count), literal.size())) {
            for (String word : segment.split("[-_.]")) {
                if (!word.isEmpty()) {
                    words.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
                }
            }
        }
        return words.toString();
    }
}
