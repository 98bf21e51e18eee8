package dev.boundedloop.grader.grading;

import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.sandbox.CompileResult;
import dev.boundedloop.grader.sandbox.NotInstrumentable;
import dev.boundedloop.grader.sandbox.PolicyClassLoader;
import dev.boundedloop.grader.sandbox.PolicyLocator;
import dev.boundedloop.grader.sandbox.Violation;
import dev.boundedloop.grader.sandbox.runtime.JvmHealth;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns a submitted source into a scored report: intake, compile, verify, instrument, load, then
 * the suite's cases on the JUnit Platform. The same source and suite always give the same report,
 * apart from its timings.
 */
public final class Grader {

    private final AssignmentKinds kinds;
    private final ApiCompilers compilers;
    private final ClassPreparation preparation;
    private final CaseIsolation isolation;
    private final SuiteRunner runner = new SuiteRunner();

    public Grader(AssignmentKinds kinds, ApiCompilers compilers, ClassPreparation preparation,
            CaseIsolation isolation) {
        this.kinds = kinds;
        this.compilers = compilers;
        this.preparation = preparation;
        this.isolation = isolation;
    }

    public GradingReport grade(Suite suite, byte[] sourceBytes) {
        return grade(suite, sourceBytes, GradingHooks.NONE);
    }

    public GradingReport grade(Suite suite, byte[] sourceBytes, GradingHooks hooks) {
        return grade(suite, sourceBytes, hooks, CompileReuse.NONE);
    }

    /** Grades with the compile {@code reuse} holds for this source, if any; else compiles and offers it the result. */
    public GradingReport grade(Suite suite, byte[] sourceBytes, GradingHooks hooks, CompileReuse reuse) {
        Timings timings = new Timings();
        ReportBuilder report = ReportBuilder.forSource(suite, sourceBytes);
        try {
            return timings.attachTo(grade(suite, sourceBytes, hooks, reuse, report, timings));
        } catch (StackOverflowError tooDeep) {
            // Learner code only runs inside a case's session, which catches its own overflows: this one
            // struck while the grader verified, instrumented or loaded the learner's classes.
            JvmHealth.observe(tooDeep);
            return timings.attachTo(report.invalid("the grader ran out of stack preparing this source's classes: "
                    + "it nests too deeply; flatten it"));
        } catch (RuntimeException | LinkageError graderFault) {
            return timings.attachTo(report.internalError(graderFault.toString()));
        }
    }

    private GradingReport grade(Suite suite, byte[] sourceBytes, GradingHooks hooks, CompileReuse reuse,
            ReportBuilder report, Timings timings) {
        SourceIntake.Checked intake = SourceIntake.check(sourceBytes);
        if (!intake.accepted()) {
            return report.invalid(intake.invalidReason());
        }
        hooks.onStage().accept(GradingStage.COMPILE);
        CompileResult compiled = timings.time(GradingStage.COMPILE, () -> compile(suite, intake.source(), reuse));
        if (!compiled.succeeded()) {
            return report.compileError(compiled.errors());
        }
        return gradeClasses(suite, compiled.classes(), hooks, report, timings);
    }

    private CompileResult compile(Suite suite, String source, CompileReuse reuse) {
        CompileResult stored = reuse.stored();
        if (stored != null) {
            return stored;
        }
        CompileResult fresh = compilers.forApi(suite.assignment().learnerApi()).compile(source);
        if (fresh.reusable()) {
            reuse.compiled(fresh);
        }
        return fresh;
    }

    /**
     * Grades classes that were compiled elsewhere (the benchmark's baseline compiles with a javac
     * process): verification onwards, exactly as for a submitted source.
     */
    public GradingReport gradeCompiled(Suite suite, byte[] sourceBytes, Map<String, byte[]> classes) {
        Timings timings = new Timings();
        ReportBuilder report = ReportBuilder.forSource(suite, sourceBytes);
        return timings.attachTo(gradeClasses(suite, classes, GradingHooks.NONE, report, timings));
    }

    private GradingReport gradeClasses(Suite suite, Map<String, byte[]> compiled, GradingHooks hooks,
            ReportBuilder report, Timings timings) {
        // In name order, whatever map they came in: violations and candidates are reported in this order.
        Map<String, byte[]> classes = new TreeMap<>(compiled);
        hooks.onStage().accept(GradingStage.VERIFY);
        List<Violation> violations = timings.time(GradingStage.VERIFY, () -> preparation.verify(classes));
        if (!violations.isEmpty()) {
            return report.rejected(violations);
        }
        hooks.onStage().accept(GradingStage.INSTRUMENT);
        Map<String, byte[]> runnable;
        try {
            runnable = timings.time(GradingStage.INSTRUMENT, () -> preparation.instrument(classes));
        } catch (NotInstrumentable tooLarge) {
            return report.rejected(List.of(tooLarge.violation()));
        }
        hooks.onStage().accept(GradingStage.LOAD);
        PolicyClassLoader loader = new PolicyClassLoader(runnable);
        PolicyLocator.Located located = PolicyLocator.locate(loader, runnable.keySet(),
                suite.assignment().learnerApi().implemented());
        if (!located.found()) {
            return report.invalid(located.invalidReason());
        }
        GradingRun run;
        try {
            run = new GradingRun(suite, kinds.of(suite), new LearnerFactory(located.learnerClass()), isolation, hooks);
        } catch (NoSuchMethodException e) {
            return report.invalid(located.learnerClass().getName() + " needs a public no-argument constructor");
        }
        hooks.onStage().accept(GradingStage.RUN);
        ReportAssembler assembled = timings.time(GradingStage.RUN, () -> runner.run(run));
        timings.record("cases", run.caseNanos()); // run minus cases is the JUnit Platform's own cost
        if (!assembled.graderFaults().isEmpty()) {
            return report.internalError(String.join("; ", assembled.graderFaults()));
        }
        return report.graded(assembled.cases(), assembled.transcripts());
    }

    /** Microseconds per stage, in the order they ran; a warm grading takes a few milliseconds in all. */
    private static final class Timings {
        private final Map<String, Long> micros = new LinkedHashMap<>();
        private final long start = System.nanoTime();

        <T> T time(GradingStage stage, java.util.function.Supplier<T> work) {
            long begin = System.nanoTime();
            try {
                return work.get();
            } finally {
                record(stage.label(), System.nanoTime() - begin);
            }
        }

        void record(String stage, long nanos) {
            micros.put(stage + "Micros", nanos / 1_000);
        }

        GradingReport attachTo(GradingReport report) {
            record("total", System.nanoTime() - start);
            return report.withTimings(micros);
        }
    }
}
