package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docker-compose.yml read as data (no Docker engine needed): pinned images, a resource limit on every
 * service, workers sized to the replica's limits, TLS by the proxy, and only the proxy's ports published.
 */
class ComposeForProductionTest {

    /** A version with at least major.minor, e.g. 16.10-bookworm or 17.0.16_8-jdk; never latest or a bare major. */
    private static final Pattern PINNED = Pattern.compile("[^:@]+:\\d+\\.\\d+[\\w.-]*");
    private static final Pattern DEFAULT = Pattern.compile("\\$\\{(\\w+):-([^}]+)}");
    private static final List<String> REPLICAS = List.of("grader-1", "grader-2");

    private static Map<String, Map<String, Object>> services;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void read() throws IOException {
        Map<String, Object> compose = new Yaml().load(Files.readString(Path.of("docker-compose.yml")));
        services = (Map<String, Map<String, Object>>) compose.get("services");
    }

    @Test
    void everyImageNotBuiltHereIsPinnedAndSoAreTheDockerfilesBases() throws IOException {
        services.forEach((name, service) -> {
            if (!service.containsKey("build")) {
                assertThat((String) service.get("image")).as(name).matches(PINNED);
            }
        });
        List<String> bases = Files.readAllLines(Path.of("Dockerfile")).stream().filter(l -> l.startsWith("FROM "))
                .map(l -> l.split("\\s+")[1]).toList();
        assertThat(bases).isNotEmpty().allMatch(base -> PINNED.matcher(base).matches());
    }

    @Test
    void everyServiceHasCpuAndMemoryLimits() {
        services.forEach((name, service) -> {
            Map<String, Object> limits = limits(service);
            assertThat(limits).as(name).containsKeys("cpus", "memory");
        });
    }

    @Test
    void eachReplicasWorkersAreASettingSizedToItsLimits() {
        for (String replica : REPLICAS) {
            Map<String, Object> service = services.get(replica);
            Map<String, Object> environment = environment(service);
            int workers = Integer.parseInt(defaultOf(String.valueOf(environment.get("GRADER_QUEUE_WORKERS"))));
            double cpus = Double.parseDouble(defaultOf(String.valueOf(limits(service).get("cpus"))));
            long memoryMib = mebibytes(defaultOf(String.valueOf(limits(service).get("memory"))));

            assertThat(workers).as("%s: at least one worker", replica).isPositive();
            assertThat((double) workers).as("%s: at most one worker per CPU of its limit", replica).isLessThanOrEqualTo(cpus);
            assertThat(memoryMib).as("%s: 1280 MiB and 640 MiB per worker", replica)
                    .isGreaterThanOrEqualTo(1280 + 640L * workers);
            assertThat(environment).as(replica).containsEntry("SERVER_FORWARD_HEADERS_STRATEGY", "native");
        }
    }

    @Test
    void onlyTheProxyPublishesAndOnlyTheWebsPorts() {
        services.forEach((name, service) -> {
            if (!name.equals("proxy")) {
                assertThat(service).as("%s publishes nothing", name).doesNotContainKey("ports");
            }
        });
        @SuppressWarnings("unchecked")
        List<String> published = (List<String>) services.get("proxy").get("ports");
        assertThat(published).containsExactlyInAnyOrder("80:80", "443:443", "443:443/udp");
    }

    @Test
    void theProxyTerminatesTlsForEveryReplicaAndKeepsTheMetricsInside() throws IOException {
        String caddyfile = Files.readString(Path.of("deploy/Caddyfile"));
        @SuppressWarnings("unchecked")
        List<String> mounted = (List<String>) services.get("proxy").get("volumes");

        assertThat(mounted).contains("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
        assertThat(caddyfile).contains("{$GRADER_DOMAIN} {", "lb_policy cookie", "health_uri /actuator/health/readiness")
                .contains("path /actuator/prometheus", "respond @metrics 404");
        Matcher upstreams = Pattern.compile("reverse_proxy ([^{]+)\\{").matcher(caddyfile);
        assertThat(upstreams.find()).isTrue();
        assertThat(upstreams.group(1).trim().split("\\s+")).containsExactlyInAnyOrderElementsOf(
                REPLICAS.stream().map(r -> r + ":8080").toList());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> limits(Map<String, Object> service) {
        Map<String, Object> deploy = (Map<String, Object>) service.getOrDefault("deploy", Map.of());
        Map<String, Object> resources = (Map<String, Object>) deploy.getOrDefault("resources", Map.of());
        return (Map<String, Object>) resources.getOrDefault("limits", Map.of());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> environment(Map<String, Object> service) {
        return (Map<String, Object>) service.get("environment");
    }

    /** The value, or the default of a ${NAME:-default} in it. */
    private static String defaultOf(String value) {
        Matcher variable = DEFAULT.matcher(value);
        return variable.matches() ? variable.group(2) : value;
    }

    private static long mebibytes(String size) {
        Matcher amount = Pattern.compile("(\\d+)([MmGg])").matcher(size);
        assertThat(amount.matches()).as(size).isTrue();
        long number = Long.parseLong(amount.group(1));
        return amount.group(2).equalsIgnoreCase("g") ? number * 1024 : number;
    }
}
