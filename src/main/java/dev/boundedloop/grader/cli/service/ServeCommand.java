package dev.boundedloop.grader.cli.service;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Unmatched;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Starts the grading service (Spring Boot options such as --server.port=8081 pass through).")
final class ServeCommand implements Callable<Integer> {

    /** Mutable: picocli adds the unmatched arguments to it. */
    @Unmatched List<String> springArguments = new ArrayList<>();

    @Override
    public Integer call() {
        ServiceMain.serve(springArguments.toArray(String[]::new));
        return 0;
    }
}
