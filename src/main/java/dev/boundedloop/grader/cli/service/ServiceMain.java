package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.AdmissionGraderApplication;
import dev.boundedloop.grader.cli.ExitCodes;
import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.cli.Main;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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

    private static final Set<String> HELP_OPTIONS = Set.of("--help", "--version");

    private ServiceMain() {}

    public static void main(String[] args) {
        if (Main.startsTheService(args)) {
            serveOrExit(args);
            return;
        }
        Optional<String[]> serveAtOnce = springOptionsOfServe(args);
        if (serveAtOnce.isPresent()) {
            serveOrExit(serveAtOnce.get());
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

    /**
     * The Spring Boot options of {@code serve --name=value ...}, the usual way to start the service, read
     * without building the whole command line: picocli's classes are too old a class format for the JVM's
     * class-data archive, and building every command's model costs a start some tenths of a second. Anything
     * else after {@code serve} (its help, a short option, a bare word) is left to picocli.
     */
    static Optional<String[]> springOptionsOfServe(String[] args) {
        if (args.length == 0 || !args[0].equals("serve")) {
            return Optional.empty();
        }
        String[] options = Arrays.copyOfRange(args, 1, args.length);
        boolean plain = Arrays.stream(options)
                .allMatch(option -> option.startsWith("--") && option.length() > 2
                        && !HELP_OPTIONS.contains(option.split("=", 2)[0]));
        return plain ? Optional.of(options) : Optional.empty();
    }

    /** A start that fails ends as a command of the command line does: its last line names why, exit code 3. */
    private static void serveOrExit(String[] springOptions) {
        try {
            serve(springOptions);
        } catch (RuntimeException failed) {
            System.err.println("error: " + failed);
            System.exit(ExitCodes.INTERNAL_ERROR);
        }
    }

    static void serve(String[] args) {
        AdmissionGraderApplication.service().run(args);
    }
}
