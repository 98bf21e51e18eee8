package dev.boundedloop.grader;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The grading service. Its {@code main} starts the service and nothing else; the jar's entry point,
 * which also runs the command line, is {@code cli.service.ServiceMain}.
 */
@SpringBootApplication
public class AdmissionGraderApplication {

    public static void main(String[] args) {
        SpringApplication.run(AdmissionGraderApplication.class, args);
    }
}
