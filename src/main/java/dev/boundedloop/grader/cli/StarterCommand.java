package dev.boundedloop.grader.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "starter", mixinStandardHelpOptions = true, description = "Prints an assignment's starter source.")
final class StarterCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--assignment", required = true, description = "The assignment id, e.g. ch03-unit-a.")
    String assignment;

    @Option(names = "--cases", paramLabel = "DIR", description = "Read suites from this directory instead of the packaged ones.")
    Path cases;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(LocalGrading.suite(cases, assignment).starterSource());
        spec.commandLine().getOut().flush();
        return 0;
    }
}
