package dev.boundedloop.grader.jail;

import java.util.Map;
import java.util.Set;

/**
 * The whole environment of a worker JVM, jailed or not: nothing of the service's own environment
 * (where its tokens, keys and database password live), only what a JVM needs to read text as UTF-8.
 */
public final class WorkerEnvironment {

    /** The variables a worker starts with. */
    public static final Map<String, String> VARIABLES = Map.of("LANG", "C.UTF-8");

    /** What a worker may see: its variables, and the working directory bubblewrap names for it. */
    static final Set<String> ALLOWED_NAMES = Set.of("LANG", "PWD");

    private WorkerEnvironment() {}

    /** Empties {@code environment} and fills it with the worker's variables. */
    public static void replace(Map<String, String> environment) {
        environment.clear();
        environment.putAll(VARIABLES);
    }
}
