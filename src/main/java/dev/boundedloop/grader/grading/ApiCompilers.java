package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.sandbox.ApiClasspath;
import dev.boundedloop.grader.sandbox.InMemoryCompiler;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One in-memory javac per learner API, each with only that API's types on its class path, made
 * when an assignment of the API is first graded and kept warm after that.
 */
public final class ApiCompilers {

    private final Map<LearnerApi, InMemoryCompiler> compilers = new ConcurrentHashMap<>();

    public InMemoryCompiler forApi(LearnerApi api) {
        return compilers.computeIfAbsent(api,
                a -> new InMemoryCompiler(ApiClasspath.extractToTemporaryDirectory(a.apiTypes())));
    }
}
