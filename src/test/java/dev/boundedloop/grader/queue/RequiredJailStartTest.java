package dev.boundedloop.grader.queue;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.ServiceInstance;
import dev.boundedloop.grader.jail.JailUnavailableException;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.Test;

/** A service told that the jail is required does not start without it, and says why and what to set. */
@ServiceTest
class RequiredJailStartTest {

    @Test
    void withoutBubblewrapARequiredJailStopsTheStartNamingTheProgramAndTheSetting() {
        assertThatThrownBy(() -> ServiceInstance.start("jdbc:h2:mem:required-jail;DB_CLOSE_DELAY=-1",
                "--grader.sandbox.jail.mode=required", "--grader.sandbox.jail.bubblewrap=/nowhere/bwrap"))
                .rootCause().isInstanceOf(JailUnavailableException.class)
                .hasMessageContaining("grader.sandbox.jail.mode=required")
                .hasMessageContaining("bubblewrap")
                .hasMessageContaining("/nowhere/bwrap")
                .hasMessageContaining("No worker grades without it");
    }
}
