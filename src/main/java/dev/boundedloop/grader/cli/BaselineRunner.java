package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The benchmark's naive baseline, second half: a fresh JVM that grades classes a javac process just
 * wrote, so one submission costs a javac process plus a java process, as a simple grader would.
 * Arguments: assignment, classes directory, source file, suites folder (empty: the built-in ones). Prints "score/max".
 */
public final class BaselineRunner {

    private BaselineRunner() {}

    public static void main(String[] args) throws IOException {
        Path classesDir = Path.of(args[1]);
        Map<String, byte[]> classes = new HashMap<>();
        try (Stream<Path> files = Files.walk(classesDir)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = classesDir.relativize(file).toString().replace(java.io.File.separatorChar, '.');
                classes.put(name.substring(0, name.length() - ".class".length()), Files.readAllBytes(file));
            }
        }
        GradingReport report = SandboxedGrader.create(KindRegistry.KINDS)
                .gradeCompiled(LocalGrading.suite(args[3].isEmpty() ? null : Path.of(args[3]), args[0]), Files.readAllBytes(Path.of(args[2])), classes);
        System.out.println(report.score() + "/" + report.maxScore());
    }
}
