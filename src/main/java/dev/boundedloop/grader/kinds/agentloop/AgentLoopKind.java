package dev.boundedloop.grader.kinds.agentloop;

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
import dev.boundedloop.grader.cases.CaseFileReader;
import dev.boundedloop.grader.cases.LearnerApi;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCase;
import dev.boundedloop.grader.grading.AssignmentKind;
import dev.boundedloop.grader.grading.CaseExecution;
import dev.boundedloop.grader.grading.CaseTranscript;
import dev.boundedloop.grader.grading.GradingRun;
import dev.boundedloop.references.ReferenceAgentLoop;
import java.util.List;
import java.util.Optional;

/** Lesson 1's agent loop: scripted runs of the learner's loop, and seeded random ones. */
public final class AgentLoopKind implements AssignmentKind {

    public static final LearnerApi API = new LearnerApi("agent-loop", "dev.boundedloop.agentloop", AgentLoop.class,
            List.of(AgentLoop.class, Model.class, ModelResponse.class, ModelException.class, Message.class,
                    StepEvent.class, StepObserver.class, LoopSettings.class, LoopResult.class, StopReasons.class),
            ReferenceAgentLoop.class);

    @Override
    public LearnerApi api() {
        return API;
    }

    @Override
    public List<SuiteCase> read(byte[] bytes, String file, CaseFileReader.SpecParser parser) {
        return AgentLoopCaseFiles.read(bytes, file, parser);
    }

    @Override
    public CaseExecution execute(SuiteCase suiteCase, GradingRun run) {
        if (suiteCase instanceof AgentLoopScenario loopRun) {
            return AgentLoopScenarioExecutor.execute(loopRun, run);
        }
        if (suiteCase instanceof AgentLoopPropertyCase loopProperty) {
            return AgentLoopPropertyExecutor.execute(loopProperty, run);
        }
        throw AssignmentKind.notOfThisKind(suiteCase);
    }

    @Override
    public List<String> declarationProblems(Suite suite) {
        return AgentLoopDeclaredCheck.problems(suite);
    }

    @Override
    public Optional<CaseTranscript> referenceTranscript(Suite suite, String caseId) {
        return AgentLoopReferenceTranscripts.of(suite, caseId);
    }
}
