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
        args.addAll(withTestDefaults(extra));
        return new ServiceInstance(new SpringApplicationBuilder(AdmissionGraderApplication.class)
                .run(args.toArray(String[]::new)));
    }

    /** Like {@link #start}, with another bootstrap instructor token than {@link #INSTRUCTOR}. */
    public static ServiceInstance startWithBootstrapToken(String bootstrapToken, String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + jdbcUrl,
                "--grader.security.bootstrap-instructor-token=" + bootstrapToken));
        args.addAll(withTestDefaults(extra));
        return new ServiceInstance(new SpringApplicationBuilder(AdmissionGraderApplication.class)
                .run(args.toArray(String[]::new)));
    }

    /** Like {@link #start}, with beans from {@code overrides} taking the place of the service's own of the same name. */
    public static ServiceInstance startWith(Class<?> overrides, String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--server.port=0", "--spring.datasource.url=" + jdbcUrl,
                "--grader.security.bootstrap-instructor-token=" + INSTRUCTOR,
                "--spring.main.allow-bean-definition-overriding=true"));
        args.addAll(withTestDefaults(extra));
        return new ServiceInstance(new SpringApplicationBuilder(AdmissionGraderApplication.class, overrides)
                .run(args.toArray(String[]::new)));
    }

    /**
     * The extra arguments, with one worker ({@link #oneWorkerUnlessSet}) and a wrong-token limit far above
     * the service's default unless they set them: many test classes share one service from one loopback
     * address, and their refused tokens together would otherwise throttle each other.
     */
    private static List<String> withTestDefaults(String... extra) {
        List<String> args = new ArrayList<>(oneWorkerUnlessSet(List.of(extra)));
        if (args.stream().noneMatch(arg -> arg.startsWith("--grader.security.failed-auth.limit="))) {
            args.add("--grader.security.failed-auth.limit=100000");
        }
        return args;
    }

    public static ServiceInstance startOnPostgres(String jdbcUrl, String... extra) {
        List<String> args = new ArrayList<>(List.of("--spring.datasource.username=" + TestPostgres.USER,
                "--spring.datasource.password=" + TestPostgres.PASSWORD));
        args.addAll(withTestDefaults(extra));
        return start(jdbcUrl, args.toArray(String[]::new));
    }

    /**
     * A test's service grades with one worker JVM unless the test asks for more: each worker warms
     * itself by grading every starter before its first job, so a second one doubles the start's cost
     * for tests that grade a handful of submissions.
     */
    static List<String> oneWorkerUnlessSet(List<String> args) {
        if (args.stream().anyMatch(arg -> arg.startsWith("--" + WORKERS + "="))) {
            return args;
        }
        List<String> withOne = new ArrayList<>(args);
        withOne.add("--" + WORKERS + "=1");
        return withOne;
    }

    /** The setting that sizes a service's grading threads and with them its worker pool. */
    public static final String WORKERS = "grader.queue.workers";

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
