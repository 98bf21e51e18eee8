package dev.boundedloop.grader.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** How grader.live-model.* and the environment become a live model, or the reason there is none. */
class LiveModelPropertiesTest {

    private static final Map<String, String> ENVIRONMENT = Map.of("GRADER_TEST_KEY", "sk-from-env");

    private static LiveModelProperties.Choice choose(String baseUrl, String model, String keyEnv) {
        return new LiveModelProperties(baseUrl, model, keyEnv, null, Duration.ofSeconds(9), 1, null, null, null)
                .choose(ENVIRONMENT::get);
    }

    @Test
    void withoutABaseUrlOrAModelThereIsNoLiveModelAndTheReasonNamesBothProperties() {
        assertThat(choose(null, "m", null).settings()).isNull();
        assertThat(choose("https://api.example/v1", " ", null).unavailable())
                .contains("grader.live-model.base-url", "grader.live-model.model");
    }

    @Test
    void theKeyComesFromTheNamedEnvironmentVariableAndAMissingOneMeansNoLiveModel() {
        LiveModelSettings settings = choose("https://api.example/v1", "gpt-test", "GRADER_TEST_KEY").settings();
        assertThat(settings.apiKey()).isEqualTo("sk-from-env");
        assertThat(settings.toString()).doesNotContain("sk-from-env");
        assertThat(settings.requestTimeout()).isEqualTo(Duration.ofSeconds(9));
        assertThat(settings.maxRetries()).isEqualTo(1);
        assertThat(settings.firstBackoff()).isEqualTo(Duration.ofSeconds(1));

        LiveModelProperties.Choice missing = choose("https://api.example/v1", "gpt-test", "NO_SUCH_VARIABLE");
        assertThat(missing.settings()).isNull();
        assertThat(missing.unavailable()).contains("NO_SUCH_VARIABLE", "is not set");
    }

    @Test
    void aServerThatNeedsNoKeyIsALiveModelWithoutOne() {
        LiveModelSettings settings = choose("http://localhost:11434/v1", "llama", null).settings();
        assertThat(settings.apiKey()).isNull();
        assertThat(settings.provider()).isEqualTo("localhost:11434");
    }

    @Test
    void aBaseUrlThatIsNotHttpIsRefusedWithTheReason() {
        assertThat(choose("ftp://api.example/v1", "m", null).unavailable()).contains("http or https");
        assertThat(choose("not a url", "m", null).unavailable()).contains("base-url");
    }

    @Test
    void theProviderIsTheHostNeverThePathOrTheKey() {
        LiveModelSettings settings = choose("https://api.example/v1/secret-path", "m", "GRADER_TEST_KEY").settings();
        assertThat(settings.provider()).isEqualTo("api.example");
    }
}
