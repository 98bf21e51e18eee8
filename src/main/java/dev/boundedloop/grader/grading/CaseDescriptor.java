package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.SuiteCase;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

/** One suite case as a JUnit Platform test. */
final class CaseDescriptor extends AbstractTestDescriptor {

    private final SuiteCase suiteCase;
    private final GradingRun run;

    CaseDescriptor(UniqueId parent, SuiteCase suiteCase, GradingRun run) {
        super(parent.append("case", suiteCase.header().id()), suiteCase.header().name());
        this.suiteCase = suiteCase;
        this.run = run;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    SuiteCase suiteCase() {
        return suiteCase;
    }

    GradingRun run() {
        return run;
    }
}
