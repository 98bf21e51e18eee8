package dev.boundedloop.grader.kinds;

import dev.boundedloop.grader.cases.SuiteLoader;
import dev.boundedloop.grader.grading.AssignmentKinds;
import dev.boundedloop.grader.kinds.accounting.AccountingKind;
import dev.boundedloop.grader.kinds.admission.AdmissionKind;
import dev.boundedloop.grader.kinds.agentloop.AgentLoopKind;
import java.util.List;

/**
 * Every assignment kind the grader knows, in one list: a new kind is a package of its own under
 * {@code kinds} and one line here. The service, the command line and the worker JVMs hand this list
 * to the engine ({@code cases}, {@code grading}), which never names a kind. The order is the order
 * an unknown learner API's error lists the known ones in.
 */
public final class KindRegistry {

    public static final AssignmentKinds KINDS = new AssignmentKinds(List.of(
            new AdmissionKind(),
            new AgentLoopKind(),
            new AccountingKind()));

    private KindRegistry() {}

    /** A suite loader for every kind here. */
    public static SuiteLoader suiteLoader() {
        return KINDS.suiteLoader();
    }
}
