package dev.boundedloop.grader.cases;

import dev.boundedloop.accounting.AttemptLimits;
import dev.boundedloop.accounting.ChargedStep;
import dev.boundedloop.accounting.Ledger;
import dev.boundedloop.accounting.Provider;
import dev.boundedloop.accounting.ProviderFailure;
import dev.boundedloop.accounting.ProviderReply;
import dev.boundedloop.accounting.StepResult;
import dev.boundedloop.accounting.StepStatus;
import dev.boundedloop.accounting.ToolFailure;
import dev.boundedloop.accounting.Toolbox;
import dev.boundedloop.agentloop.AgentLoop;
import dev.boundedloop.agentloop.LoopResult;
import dev.boundedloop.agentloop.LoopSettings;
import dev.boundedloop.agentloop.Message;
import dev.boundedloop.agentloop.Model;
import dev.boundedloop.agentloop.ModelException;
import dev.boundedloop.agentloop.ModelResponse;
import dev.boundedloop.agentloop.StepEvent;
import dev.boundedloop.agentloop.StepObserver;
import dev.boundedloop.agentloop.StopReasons;
import dev.boundedloop.loop.ReferencePolicy;
import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionPolicy;
import dev.boundedloop.policy.AdmissionState;
import dev.boundedloop.references.ReferenceAgentLoop;
import dev.boundedloop.references.ReferenceChargedStep;
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

    AGENT_LOOP("agent-loop", "dev.boundedloop.agentloop", AgentLoop.class,
            List.of(AgentLoop.class, Model.class, ModelResponse.class, ModelException.class, Message.class,
                    StepEvent.class, StepObserver.class, LoopSettings.class, LoopResult.class, StopReasons.class),
            ReferenceAgentLoop.class, AgentLoopCaseFiles::read),

    ATTEMPT_ACCOUNTING("attempt-accounting", "dev.boundedloop.accounting", ChargedStep.class,
            List.of(ChargedStep.class, Ledger.class, AttemptLimits.class, Provider.class, ProviderReply.class,
                    ProviderFailure.class, Toolbox.class, ToolFailure.class, StepResult.class, StepStatus.class),
            ReferenceChargedStep.class, AccountingCaseFiles::read);

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
