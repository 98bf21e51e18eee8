package dev.boundedloop.grader.cases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.sandbox.LearnerApiPackages;
import org.junit.jupiter.api.Test;

/** Each learner API is whole: its types are in its package, which the sandbox trusts, and its reference fits. */
class LearnerApiTest {

    @Test
    void everyApiTypeIsInItsPackageAndTheSandboxTrustsIt() {
        for (LearnerApi api : LearnerApi.values()) {
            assertThat(api.apiTypes()).as(api.id()).contains(api.implemented()).allSatisfy(type -> {
                assertThat(type.getPackageName()).isEqualTo(api.packageName());
                assertThat(LearnerApiPackages.containsClass(type.getName())).isTrue();
            });
            assertThat(LearnerApiPackages.containsClass(api.reference().getName()))
                    .as("the reference of %s is the grader's own code, never handed to learner code", api.id())
                    .isFalse();
        }
    }

    @Test
    void theReferenceImplementsWhatLearnersImplement() throws Exception {
        for (LearnerApi api : LearnerApi.values()) {
            assertThat(api.implemented().isInterface()).as(api.id()).isTrue();
            assertThat(api.implemented().isInstance(api.reference().getConstructor().newInstance())).isTrue();
        }
    }

    @Test
    void anAssignmentNamesItsApiByIdAndAnUnknownOneIsRefusedWithTheKnownIds() {
        assertThat(LearnerApi.byId("admission-policy")).isEqualTo(LearnerApi.ADMISSION_POLICY);
        assertThatThrownBy(() -> LearnerApi.byId("agent-loops"))
                .hasMessageContaining("unknown learner API 'agent-loops'").hasMessageContaining("admission-policy");
    }
}
