package dev.boundedloop.grader;

import dev.boundedloop.grader.cli.GraderCli;
import java.util.Set;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The grading service, and the jar's entry point: no argument, {@code serve}, or Spring Boot options
 * alone ({@code --server.port=8081}) start it; {@code --help} and {@code --version} print and exit.
 */
@SpringBootApplication
public class AdmissionGraderApplication {

    private static final Set<String> PRINT_AND_EXIT = Set.of("--help", "-h", "--version", "-V");

    public static void main(String[] args) {
        if (args.length == 0 || (args[0].startsWith("--") && !PRINT_AND_EXIT.contains(args[0]))) {
            serve(args);
            return;
        }
        int exit = GraderCli.run(args);
        if (!(args[0].equals("serve") && exit == 0)) {
            System.exit(exit);
        }
    }

    public static void serve(String[] args) {
        SpringApplication.run(AdmissionGraderApplication.class, args);
    }
}
