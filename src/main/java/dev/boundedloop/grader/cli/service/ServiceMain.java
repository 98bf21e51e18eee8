package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.AdmissionGraderApplication;
import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.cli.Main;
import java.io.PrintWriter;
import java.util.List;

/**
 * The service jar's entry point: no argument, {@code serve}, or Spring Boot options alone
 * ({@code --server.port=8081}) start the service; {@code --help}, {@code --version} and the
 * subcommands run on the command line (the learner's commands and the service's) and exit with
 * their code.
 */
public final class ServiceMain {

    /** The commands that need the service's code, which the learner's jar leaves out. */
    private static final List<Object> SERVICE_COMMANDS = List.of(ServeCommand.class, SeedCommand.class,
            InstructorTokenCommand.class, SimilarityBenchmarkCommand.class);

    private ServiceMain() {}

    public static void main(String[] args) {
        if (Main.startsTheService(args)) {
            serve(args);
            return;
        }
        int exit = run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
        // serve returns once the service is up; its threads keep the JVM running.
        if (!(args[0].equals("serve") && exit == 0)) {
            System.exit(exit);
        }
    }

    /** Runs a command of the service jar with its output going to the given writers. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return GraderCli.run(out, err, SERVICE_COMMANDS, args);
    }

    static void serve(String[] args) {
        AdmissionGraderApplication.service().run(args);
    }
}
