package dev.boundedloop.grader.cases;

import dev.boundedloop.loop.ReferencePolicy;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What learners of an assignment compile against and implement, and the case kinds its suites are
 * written in. The APIs are code in the grader, so an assignment names one by id in
 * {@code assignment.json} ({@code "learnerApi"}; absent means {@code admission-policy}).
 *
 * @param packageName the package of the API's types; javac sees exactly {@code apiTypes} of it
 * @param implemented the interface the learner's one public top-level class implements
 * @param reference the course's own implementation, trusted code the suites are checked against
 */
public enum LearnerApi {

    ADMISSION_POLICY("admission-policy", "dev.boundedloop.policy", AdmissionPolicy.class,
            List.of(AdmissionPolicy.class, AdmissionState.class, Admission.class), ReferencePolicy.class,
            AdmissionCaseFiles::read),
    AGENT_LOOP("agent-loop", "dev.boundedloop.agentloop", dev.boundedloop.agentloop.AgentLoop.class, List.of(dev.boundedloop.agentloop.AgentLoop.class, dev.boundedloop.agentloop.Model.class, dev.boundedloop.agentloop.ModelResponse.class, dev.boundedloop.agentloop.ModelException.class, dev.boundedloop.agentloop.Message.class, dev.boundedloop.agentloop.StepEvent.class, dev.boundedloop.agentloop.StepObserver.class, dev.boundedloop.agentloop.LoopSettings.class, dev.boundedloop.agentloop.LoopResult.class, dev.boundedloop.agentloop.StopReasons.class), dev.boundedloop.references.ReferenceAgentLoop.class, AgentLoopCaseFiles::read),
    ATTEMPT_ACCOUNTING("attempt-accounting", "dev.boundedloop.accounting", dev.boundedloop.accounting.ChargedStep.class, List.of(dev.boundedloop.accounting.ChargedStep.class, dev.boundedloop.accounting.Ledger.class, dev.boundedloop.accounting.AttemptLimits.class, dev.boundedloop.accounting.Provider.class, dev.boundedloop.accounting.ProviderReply.class, dev.boundedloop.accounting.ProviderFailure.class, dev.boundedloop.accounting.Toolbox.class, dev.boundedloop.accounting.ToolFailure.class, dev.boundedloop.accounting.StepResult.class, dev.boundedloop.accounting.StepStatus.class), dev.boundedloop.references.ReferenceChargedStep.class, AccountingCaseFiles::read);

    private final String id;
    private final String packageName;
    private final Class<?> implemented;
    private final List<Class<?>> apiTypes;
    private final Class<?> reference;
    private final CaseFileReader caseFiles;

    LearnerApi(String id, String packageName, Class<?> implemented, List<Class<?>> apiTypes, Class<?> reference,
            CaseFileReader caseFiles) {
        this.id = id;
        this.packageName = packageName;
        this.implemented = implemented;
        this.apiTypes = List.copyOf(apiTypes);
        this.reference = reference;
        this.caseFiles = caseFiles;
    }

    public static final LearnerApi DEFAULT = ADMISSION_POLICY;

    public static LearnerApi byId(String id) {
        return Arrays.stream(values()).filter(api -> api.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown learner API '" + id + "'; the APIs are "
                        + Arrays.stream(values()).map(LearnerApi::id).collect(Collectors.joining(", "))));
    }

    public String id() {
        return id;
    }

    public String packageName() {
        return packageName;
    }

    public Class<?> implemented() {
        return implemented;
    }

    public List<Class<?>> apiTypes() {
        return apiTypes;
    }

    public Class<?> reference() {
        return reference;
    }

    CaseFileReader caseFiles() {
        return caseFiles;
    }
}
