package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.cli.ExitCodes;
import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.security.InstructorRecovery;
import dev.boundedloop.grader.security.IssuedToken;
import java.io.PrintWriter;
import dev.boundedloop.grader.storage.H2FileOnStart;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * Issues a new instructor token against the database the service is configured with, read the way
 * the service reads it (application.yml, profiles, SPRING_* variables, --spring.* options), for an
 * operator who lost every instructor token.
 */
@Command(name = "instructor-token", mixinStandardHelpOptions = true,
        description = {"Issues a new instructor token in the service's database and prints it once.",
            "Reads spring.datasource.* as the service does (SPRING_DATASOURCE_URL, SPRING_PROFILES_ACTIVE=postgres, "
                    + "or options such as --spring.datasource.url=...). Works while the service runs on PostgreSQL; "
                    + "the embedded H2 file is held by a running service, so stop it first."})
final class InstructorTokenCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--name", defaultValue = "recovered", paramLabel = "NAME",
            description = "The token's subject is instructor:NAME (default: ${DEFAULT-VALUE}).")
    String name;

    /** Mutable: picocli adds the unmatched arguments to it. */
    @Unmatched List<String> springArguments = new ArrayList<>();

    /** Nothing but the environment: no bean of the service starts. */
    @Configuration(proxyBeanMethods = false)
    static class SettingsOnly {}

    @Override
    public Integer call() {
        String url;
        String user;
        String password;
        try (ConfigurableApplicationContext settings = settings()) {
            Environment environment = settings.getEnvironment();
            url = environment.getProperty("spring.datasource.url");
            user = environment.getProperty("spring.datasource.username", "");
            password = environment.getProperty("spring.datasource.password", "");
        }
        if (url == null || url.isBlank()) {
            throw new GraderCli.UsageProblem("No spring.datasource.url is set; give --spring.datasource.url=...");
        }
        H2FileOnStart.ready(url, user, password);
        IssuedToken issued;
        try (Connection connection = DriverManager.getConnection(url, user, password)) {
            issued = InstructorRecovery.issue(connection, name, Instant.now());
        } catch (IllegalArgumentException badName) {
            throw new GraderCli.UsageProblem("--name: " + badName.getMessage());
        } catch (InstructorRecovery.NoGraderDatabase none) {
            spec.commandLine().getErr().println("No token issued at " + url + ": " + none.getMessage());
            return ExitCodes.INTERNAL_ERROR;
        } catch (SQLException e) {
            spec.commandLine().getErr().println("No token issued: cannot write to " + url + ": " + e.getMessage()
                    + (url.startsWith("jdbc:h2:file:") ? "\nA running service holds its embedded H2 file: stop it, run "
                            + "this again, then start it." : ""));
            return ExitCodes.INTERNAL_ERROR;
        }
        PrintWriter out = spec.commandLine().getOut();
        // Printed once, on purpose: the database keeps only its hash.
        out.println("New instructor token for " + issued.id() + " (token id " + issued.tokenId()
                + "; shown once, store it now):");
        out.println("  " + issued.token());
        out.println("Revoke lost ones with DELETE /api/instructor/tokens/{tokenId} (GET /api/instructor/tokens lists them).");
        out.flush();
        return 0;
    }

    private ConfigurableApplicationContext settings() {
        SpringApplication application = new SpringApplication(SettingsOnly.class);
        application.setWebApplicationType(WebApplicationType.NONE);
        application.setBannerMode(Banner.Mode.OFF);
        application.setLogStartupInfo(false); // stdout is for the token: no start-up lines beside it
        return application.run(springArguments.toArray(String[]::new));
    }
}
