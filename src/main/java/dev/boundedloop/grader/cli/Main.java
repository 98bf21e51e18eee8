package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The learner's jar's entry point: the command line alone, with no service in the jar to start.
 * The service jar's is {@code cli.service.ServiceMain}, which adds the service's commands.
 */
public final class Main {

    private static final Set<String> PRINT_AND_EXIT = Set.of("--help", "-h", "--version", "-V");

    private Main() {}

    public static void main(String[] args) {
        if (startsTheService(args)) {
            PrintWriter err = new PrintWriter(System.err, true);
            err.println("This jar grades on the command line and holds no service; admission-grader.jar runs it.");
            GraderCli.run(new PrintWriter(System.out, true), err, "--help");
            System.exit(GraderCli.USAGE);
        }
        OptionalInt relaunched = TunedRelaunch.run(args);
        if (relaunched.isPresent()) {
            System.exit(relaunched.getAsInt());
        }
        WorkerHeadStart.beginIfGrading(args);
        int exitCode;
        try {
            exitCode = GraderCli.run(args);
        } finally {
            WorkerHeadStart.endUnused();
        }
        System.exit(exitCode);
    }

    /** No argument, or Spring Boot options alone ({@code --server.port=8081}): what starts the service. */
    public static boolean startsTheService(String[] args) {
        return args.length == 0 || (args[0].startsWith("--") && !PRINT_AND_EXIT.contains(args[0]));
    }
}
