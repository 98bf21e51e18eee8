package dev.boundedloop.grader;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The grading service. */
@SpringBootApplication
public class AdmissionGraderApplication {

    public static void main(String[] args) {
        SpringApplication.run(AdmissionGraderApplication.class, args);
    }
}
