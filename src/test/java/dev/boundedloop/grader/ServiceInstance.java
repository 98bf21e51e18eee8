package dev.boundedloop.grader;

import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;

/** A whole service started in this JVM on a random port, for tests that run several or restart one. */
public final class ServiceInstance implements AutoCloseable {

    public static final String INSTRUCTOR = "instance-test-instructor-token";

    private final ConfigurableApplicationContext context;

    private ServiceInstance(ConfigurableApplicationContext context) {
        this.context = context;
    }

    /** Starts a service on the given database; extra arguments are Spring properties as --name=value. */
    public static ServiceInstance start(String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + jdbcUrl,
                "--grader.security.bootstrap-instructor-token=" + INSTRUCTOR));
        args.addAll(List.of(extra));
        return new ServiceInstance(new SpringApplicationBuilder(AdmissionGraderApplication.class)
                .run(args.toArray(String[]::new)));
    }

    /** Like {@link #start}, with another bootstrap instructor token than {@link #INSTRUCTOR}. */
    public static ServiceInstance startWithBootstrapToken(String bootstrapToken, String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + jdbcUrl,
                "--grader.security.bootstrap-instructor-token=" + bootstrapToken));
        args.addAll(List.of(extra));
        return new ServiceInstance(new SpringApplicationBuilder(AdmissionGraderApplication.class)
                .run(args.toArray(String[]::new)));
    }

    /** Like {@link #start}, with beans from {@code overrides} taking the place of the service's own of the same name. */
    public static ServiceInstance startWith(Class<?> overrides, String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + jdbcUrl,
                "--grader.security.bootstrap-instructor-token=" + INSTRUCTOR,
                "--spring.main.allow-bean-definition-overriding=true"));
        args.addAll(List.of(extra));
        return new ServiceInstance(new SpringApplicationBuilder(AdmissionGraderApplication.class, overrides)
                .run(args.toArray(String[]::new)));
    }

    public static ServiceInstance startOnPostgres(String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--spring.datasource.username=" + TestPostgres.USER,
                "--spring.datasource.password=" + TestPostgres.PASSWORD));
        args.addAll(List.of(extra));
        return start(jdbcUrl, args.toArray(String[]::new));
    }

    public HttpApi api() {
        return new HttpApi(Integer.parseInt(context.getEnvironment().getRequiredProperty("local.server.port")));
    }

    public JdbcClient sql() {
        return JdbcClient.create(context.getBean(DataSource.class));
    }

    /** One of the service's own beans, for tests that write through its code as a command would. */
    public <T> T bean(Class<T> type) {
        return context.getBean(type);
    }

    @Override
    public void close() {
        context.close();
    }
}
