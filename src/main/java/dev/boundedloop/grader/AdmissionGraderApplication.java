package dev.boundedloop.grader;

import dev.boundedloop.grader.cli.GraderCli;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The grading service, and the jar's entry point: no argument, or {@code serve}, starts it. */
@SpringBootApplication
public class AdmissionGraderApplication {

    public static void main(String[] args) {
        if (args.length == 0 || args[0].startsWith("--")) {
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
