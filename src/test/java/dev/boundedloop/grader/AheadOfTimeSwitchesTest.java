package dev.boundedloop.grader;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.env.MockEnvironment;

/** The settings that a start from the generated bean definitions would ignore, named before it starts. */
class AheadOfTimeSwitchesTest {

    @Test
    void aManagementPortOfItsOwnAFrameworkProxyStrategyAndTheH2ConsoleAreNamed() {
        MockEnvironment environment = new MockEnvironment().withProperty("server.port", "8080")
                .withProperty("management.server.port", "9090")
                .withProperty("server.forward-headers-strategy", "FRAMEWORK")
                .withProperty("spring.h2.console.enabled", "true");

        assertThat(AheadOfTimeSwitches.ignoredSwitches(environment)).containsExactly("management.server.port=9090",
                "server.forward-headers-strategy=framework", "spring.h2.console.enabled=true");
    }

    @Test
    void settingsThatKeepTheBuildsFeaturesPass() {
        MockEnvironment environment = new MockEnvironment().withProperty("server.port", "8080")
                .withProperty("management.server.port", "8080")
                .withProperty("server.forward-headers-strategy", "native")
                .withProperty("spring.h2.console.enabled", "false");

        assertThat(AheadOfTimeSwitches.ignoredSwitches(environment)).isEmpty();
        assertThat(AheadOfTimeSwitches.ignoredSwitches(new MockEnvironment())).isEmpty();
        assertThat(AheadOfTimeSwitches.ignoredSwitches(new MockEnvironment().withProperty("management.server.port",
                "8080"))).as("the web server's default port").isEmpty();
        assertThat(AheadOfTimeSwitches.ignoredSwitches(new MockEnvironment().withProperty("management.server.port",
                "eighty"))).as("not a port: Spring Boot refuses it").isEmpty();
    }

    @Test
    void aRandomManagementPortIsAnotherPortEvenBesideARandomServerPort() {
        MockEnvironment environment = new MockEnvironment().withProperty("server.port", "0")
                .withProperty("management.server.port", "0");

        assertThat(AheadOfTimeSwitches.ignoredSwitches(environment)).containsExactly("management.server.port=0");
    }
}
