package dev.boundedloop.grader.kinds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.grading.AssignmentKind;
import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.grader.sandbox.LearnerApiPackages;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each kind's learner API is whole: its types are in its package, which the sandbox trusts, and its
 * reference fits; and the registry finds each kind by its API's id.
 */
class KindRegistryTest {

    private static final List<LearnerApi> APIS = KindRegistry.KINDS.all().stream().map(AssignmentKind::api).toList();

    @Test
    void theRegistryListsTheThreeKindsEachUnderAnIdOfItsOwn() {
        assertThat(APIS).extracting(LearnerApi::id).containsExactly("admission-policy", "agent-loop", "attempt-accounting");
        for (LearnerApi api : APIS) {
            assertThat(KindRegistry.KINDS.of(api).api()).isSameAs(api);
        }
    }

    @Test
    void everyApiTypeIsInItsPackageAndTheSandboxTrustsIt() {
        for (LearnerApi api : APIS) {
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
        for (LearnerApi api : APIS) {
            assertThat(api.implemented().isInterface()).as(api.id()).isTrue();
            assertThat(api.implemented().isInstance(api.reference().getConstructor().newInstance())).isTrue();
        }
    }

    @Test
    void anAssignmentNamesItsApiByIdAndAnUnknownOneIsRefusedWithTheKnownIds() {
        assertThat(KindRegistry.KINDS.of(AdmissionKind.API)).isInstanceOf(AdmissionKind.class);
        assertThat(LearnerApi.DEFAULT_ID).isEqualTo(AdmissionKind.API.id());
        assertThatThrownBy(() -> KindRegistry.KINDS.of(new LearnerApi("agent-loops", "x", Runnable.class,
                List.of(Runnable.class), Object.class)))
                .hasMessage("unknown learner API 'agent-loops'; the APIs are admission-policy, agent-loop, attempt-accounting");
    }
}
