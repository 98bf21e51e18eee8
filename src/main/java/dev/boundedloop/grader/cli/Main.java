package dev.boundedloop.grader.cli;

import dev.boundedloop.grader.AdmissionGraderApplication;
import java.util.Set;
import org.springframework.boot.SpringApplication;

/**
 * The jar's entry point: no argument, {@code serve}, or Spring Boot options alone
 * ({@code --server.port=8081}) start the service; {@code --help}, {@code --version} and the
 * subcommands run on the command line and exit with their code.
 */
public final class Main {

    private static final Set<String> PRINT_AND_EXIT = Set.of("--help", "-h", "--version", "-V");

    private Main() {}

    public static void main(String[] args) {
        if (args.length == 0 || (args[0].startsWith("--") && !PRINT_AND_EXIT.contains(args[0]))) {
            serve(args);
            return;
        }
        int exit = GraderCli.run(args);
        // serve returns once the service is up; its threads keep the JVM running.
        if (!(args[0].equals("serve") && exit == 0)) {
            System.exit(exit);
        }
    }

    static void serve(String[] args) {
        SpringApplication service = new SpringApplication(AdmissionGraderApplication.class);
        // The log says "Started AdmissionGraderApplication", naming the service rather than this launcher.
        service.setMainApplicationClass(AdmissionGraderApplication.class);
        service.run(args);
    }
}
