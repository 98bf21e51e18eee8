package dev.boundedloop.grader.cli;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line of both jars: {@code grade} is the CI grading hook. These commands need none of
 * the service's code, so the learner's jar carries them alone; the service jar adds its own
 * ({@code serve}, {@code seed} and the others of {@code cli.service}) through {@link #run(PrintWriter,
 * PrintWriter, List, String...)}.
 */
@Command(name = "admission-grader", mixinStandardHelpOptions = true, versionProvider = BuildVersion.class,
        description = "Grades learners' Java submissions for the bounded agent loop course.",
        subcommands = {GradeCommand.class, SuiteCheckCommand.class, StarterCommand.class,
                BenchmarkCommand.class, CompletionCommand.class, QueryBenchmarkCommand.class,
                VerdictLatencyCommand.class, LiveRunCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:graded, and the score reached --min-score",
            "1:graded, but the score is below --min-score",
            "2:not gradable: COMPILE_ERROR, REJECTED or INVALID",
            "3:internal error of the grader",
            "73:a requested report file could not be written (the others were)",
            "64:wrong usage (unknown option, unknown assignment, missing file)"})
public final class GraderCli {

    public static final int USAGE = 64;

    private GraderCli() {}

    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs a command with its output going to the given writers. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(out, err, List.of(), args);
    }

    /** Runs a command of these or of {@code moreCommands} (picocli command objects or classes). */
    public static int run(PrintWriter out, PrintWriter err, List<Object> moreCommands, String... args) {
        CommandLine cli = new CommandLine(new GraderCli());
        moreCommands.forEach(cli::addSubcommand);
        cli.addSubcommand(new CommandLine.HelpCommand()); // listed last
        cli.setOut(out);
        cli.setErr(err);
        cli.setCaseInsensitiveEnumValuesAllowed(true); // --gradescope-hidden after_due_date, as Gradescope spells it
        cli.setExitCodeExceptionMapper(thrown -> thrown instanceof UsageProblem ? USAGE : ExitCodes.INTERNAL_ERROR);
        cli.setParameterExceptionHandler((problem, arguments) -> {
            problem.getCommandLine().getErr().println(problem.getMessage());
            problem.getCommandLine().usage(problem.getCommandLine().getErr());
            return USAGE;
        });
        cli.setExecutionExceptionHandler((thrown, commandLine, parseResult) -> {
            // An exception's message may quote what a learner's source printed or threw.
            commandLine.getErr().println(TerminalText.field(
                    thrown instanceof UsageProblem ? thrown.getMessage() : "error: " + thrown));
            return thrown instanceof UsageProblem ? USAGE : ExitCodes.INTERNAL_ERROR;
        });
        return cli.execute(args);
    }

    /** A mistake in how the command was called, reported with a message instead of a stack trace. */
    public static final class UsageProblem extends RuntimeException {
        public UsageProblem(String message) {
            super(message);
        }
    }
}
