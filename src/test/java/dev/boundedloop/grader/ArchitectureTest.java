package dev.boundedloop.grader;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.regex.Pattern;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.lang.annotation.Annotation;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RestController;

/**
 * The boundaries the code is organised by. The grading core (the learner API, the loop, cases,
 * grading, the sandbox and the worker supervisor) runs inside worker JVMs and in the CLI without a
 * database or web server, so it must not reach the service's layers or their frameworks.
 */
class ArchitectureTest {

    private static final List<String> LEARNER_APIS = List.of(
            "dev.boundedloop.policy", "dev.boundedloop.agentloop", "dev.boundedloop.accounting");

    private static final String[] CORE = {"dev.boundedloop.policy..", "dev.boundedloop.agentloop..",
        "dev.boundedloop.accounting..", "dev.boundedloop.references..", "dev.boundedloop.loop..",
        "dev.boundedloop.grader.cases..", "dev.boundedloop.grader.grading..", "dev.boundedloop.grader.kinds..",
        "dev.boundedloop.grader.sandbox..",
        "dev.boundedloop.grader.workers..", "dev.boundedloop.grader.jail..", "dev.boundedloop.grader.text.."};

    /** The service's layers, which run in the service alone. */
    private static final String[] SERVICE = {"dev.boundedloop.grader.intake..", "dev.boundedloop.grader.submission..",
        "dev.boundedloop.grader.queue..", "dev.boundedloop.grader.replicas..", "dev.boundedloop.grader.reports..",
        "dev.boundedloop.grader.standings..", "dev.boundedloop.grader.regrades..", "dev.boundedloop.grader.storage..",
        "dev.boundedloop.grader.security..", "dev.boundedloop.grader.roster..", "dev.boundedloop.grader.web..",
        "dev.boundedloop.grader.analytics..", "dev.boundedloop.grader.gradebook..", "dev.boundedloop.grader.reviews..",
        "dev.boundedloop.grader.dashboard..", "dev.boundedloop.grader.cli..", "dev.boundedloop.grader.course..",
        "dev.boundedloop.grader.suites..", "dev.boundedloop.grader.similarity..", "dev.boundedloop.grader.audit..",
        "dev.boundedloop.grader.learner..", "dev.boundedloop.grader.live..", "dev.boundedloop.grader.webhooks..",
        "dev.boundedloop.grader.outbound..", "dev.boundedloop.grader.lti.."};

    /**
     * What a grading needs below the submission itself: the queue and its dispatcher, the replicas'
     * signals, the report store and the standings. None of it knows who submitted or why.
     */
    private static final String[] PIPELINE = {"dev.boundedloop.grader.queue..", "dev.boundedloop.grader.replicas..",
        "dev.boundedloop.grader.reports..", "dev.boundedloop.grader.standings.."};

    private static JavaClasses main;
    private static final Pattern GENERATED = Pattern.compile(".*(__|\\$\\$SpringCGLIB\\$\\$)[^/]*\\.class");

    @BeforeAll
    static void importMainClasses() {
        // Without what Spring's ahead-of-time processing generated at package: code the project does not write.
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.matches(GENERATED)).importPackages("dev.boundedloop");
    }

    @Test
    void noPackageDependsOnItselfThroughAnother() {
        slices().matching("dev.boundedloop.(**)").should().beFreeOfCycles().check(main);
    }

    /** Learner code compiles against one API and sees nothing else: each API is the JDK and itself. */
    @Test
    void eachLearnerApiUsesTheJdkAndItselfAlone() {
        for (String api : LEARNER_APIS) {
            classes().that().resideInAPackage(api + "..")
                    .should().onlyDependOnClassesThat().resideInAnyPackage(api + "..", "java..")
                    .allowEmptyShould(!api.equals("dev.boundedloop.policy"))
                    .check(main);
        }
    }

    @Test
    void theSandboxUsesNothingOfTheGradersOwn() {
        noClasses().that().resideInAPackage("dev.boundedloop.grader.sandbox..")
                .should().dependOnClassesThat(resideInAPackage("dev.boundedloop.grader..")
                        .and(not(resideInAPackage("dev.boundedloop.grader.sandbox.."))))
                .check(main);
    }

    /**
     * The jail is the operating system's wall around a worker: it is built from the JDK alone, so that
     * nothing the grader does can weaken it and it can be read and audited on its own.
     */
    @Test
    void theJailAndLearnerTextsUseTheJdkAndThemselvesAlone() {
        for (String own : List.of("dev.boundedloop.grader.jail..", "dev.boundedloop.grader.text..")) {
            classes().that().resideInAPackage(own)
                    .should().onlyDependOnClassesThat().resideInAnyPackage(own, "java..")
                    .check(main);
        }
    }

    @Test
    void theCoreUsesNoServiceFramework() {
        noClasses().that().resideInAnyPackage(CORE)
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "jakarta.persistence..",
                        "jakarta.servlet..", "picocli..", "org.hibernate..")
                .check(main);
    }

    /**
     * What the learner's jar (target/admission-grader-cli.jar) holds of the project: the grading core
     * and the command line's own package, not {@code cli.service}. The shade execution in pom.xml names
     * the same packages.
     */
    private static final String[] LEARNER_JAR = {"dev.boundedloop.policy..", "dev.boundedloop.agentloop..",
        "dev.boundedloop.accounting..", "dev.boundedloop.references..", "dev.boundedloop.loop..",
        "dev.boundedloop.grader.cases..", "dev.boundedloop.grader.grading..", "dev.boundedloop.grader.kinds..",
        "dev.boundedloop.grader.sandbox..", "dev.boundedloop.grader.workers..", "dev.boundedloop.grader.jail..",
        "dev.boundedloop.grader.text..", "dev.boundedloop.grader.hashing..", "dev.boundedloop.grader.cli"};

    /**
     * The learner's jar runs without Spring, a database, a web server or JPlag: its packages use the
     * JDK, each other and the few libraries the jar carries (ASM, picocli, the JUnit Platform, Jackson),
     * so that a class of theirs never fails to load for want of a library the jar leaves out.
     */
    @Test
    void theLearnersJarNeedsNothingOfTheService() {
        classes().that().resideInAnyPackage(LEARNER_JAR)
                .should().onlyDependOnClassesThat().resideInAnyPackage(concat(LEARNER_JAR, "java..", "javax.tools..",
                        "javax.lang..", "javax.xml.stream..", "com.sun.source..", "com.sun.tools.javac..", "com.sun.management..",
                        "org.objectweb.asm..", "picocli..", "org.junit.platform..", "org.opentest4j..",
                        "org.apiguardian..", "org.jspecify..", "tools.jackson..", "com.fasterxml.jackson.annotation.."))
                .check(main);
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }

    /** Services refuse with a GraderProblem; only the web layer turns refusals into HTTP answers. */
    @Test
    void onlyTheWebLayerWritesProblemDetails() {
        noClasses().that().resideOutsideOfPackage("dev.boundedloop.grader.web..")
                .should().dependOnClassesThat().haveFullyQualifiedName("org.springframework.http.ProblemDetail")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("org.springframework.web.ErrorResponseException")
                .check(main);
        noClasses().that().resideInAPackage("dev.boundedloop.grader.problems..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "jakarta..")
                .check(main);
    }

    /**
     * JPlag is GPL-3.0 and the service Apache-2.0: the service runs JPlag as a program of its own (the
     * bridge, src/jplag) and never links it. No main class names JPlag, and JPlag is not even on the
     * class path the service's classes are compiled and tested with.
     */
    @Test
    void theServiceNeverLinksJplag() {
        noClasses().should().dependOnClassesThat().resideInAPackage("de.jplag..").check(main);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Class.forName("de.jplag.JPlag"))
                .as("JPlag on the service's class path").isInstanceOf(ClassNotFoundException.class);
        org.assertj.core.api.Assertions.assertThat(main.contain("dev.boundedloop.grader.jplag.JplagBridge"))
                .as("the bridge among the service's classes").isFalse();
    }

    @Test
    void theCoreNeverReachesTheServiceLayers() {
        noClasses().that().resideInAnyPackage(CORE)
                .should().dependOnClassesThat().resideInAnyPackage(SERVICE)
                .check(main);
    }

    /**
     * The sandbox's runtime is what instrumented learner code links against inside a worker: the JDK
     * and itself alone, so that loading it into a policy's class loader pulls in nothing else.
     */
    @Test
    void theSandboxRuntimeUsesTheJdkAndItselfAlone() {
        classes().that().resideInAPackage("dev.boundedloop.grader.sandbox.runtime..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("dev.boundedloop.grader.sandbox.runtime..", "java..")
                .check(main);
    }

    /**
     * Each assignment kind is a package of its own under {@code kinds}, built on the shared engine
     * alone: a kind never reaches into another, so a fourth one is a new package and a line in the
     * registry, and removing one touches no other.
     */
    @Test
    void noAssignmentKindDependsOnAnother() {
        slices().matching("dev.boundedloop.grader.kinds.(*)..").should().notDependOnEachOther().check(main);
    }

    /**
     * The shared engine (suites and their loading, grading, reports) knows kinds only through the
     * {@code AssignmentKind} interface and the list it is handed. It never names a kind's package, nor
     * the registry that lists them: the kinds are built on the engine, so either would be a cycle.
     */
    @Test
    void theSharedEngineNamesNoAssignmentKind() {
        noClasses().that().resideInAnyPackage("dev.boundedloop.grader.cases..", "dev.boundedloop.grader.grading..")
                .should().dependOnClassesThat().resideInAPackage("dev.boundedloop.grader.kinds..")
                .check(main);
    }

    /**
     * Taken as a whole (the registry with every kind), the kinds and the engine's two packages form no
     * cycle: the kinds build on the engine, never the other way round.
     */
    @Test
    void theKindsAsAWholeAndTheEngineFormNoCycle() {
        slices().assignedFrom(new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass type) {
                for (String part : List.of("cases", "grading", "kinds")) {
                    String root = "dev.boundedloop.grader." + part;
                    if (type.getPackageName().equals(root) || type.getPackageName().startsWith(root + ".")) {
                        return SliceIdentifier.of(part);
                    }
                }
                return SliceIdentifier.ignore();
            }

            @Override
            public String getDescription() {
                return "cases, grading, and the kinds with their registry";
            }
        }).should().beFreeOfCycles().check(main);
    }

    /** The JDBC helpers and the embedded database's upkeep serve every store and use none of them. */
    @Test
    void storageUsesNothingOfTheGradersOwn() {
        noClasses().that().resideInAPackage("dev.boundedloop.grader.storage..")
                .should().dependOnClassesThat(resideInAPackage("dev.boundedloop.grader..")
                        .and(not(resideInAPackage("dev.boundedloop.grader.storage.."))))
                .check(main);
    }

    /** Controllers are the edge: services, stores and other controllers never call one. */
    @Test
    void nothingDependsOnAController() {
        noClasses().that().areNotAnnotatedWith(RestController.class).and().areNotAnnotatedWith(Controller.class)
                .and(not(nestedIn(RestController.class)))
                .should().dependOnClassesThat().areAnnotatedWith(RestController.class)
                .orShould().dependOnClassesThat().areAnnotatedWith(Controller.class)
                .check(main);
    }

    /**
     * Grading a job, storing its report and keeping standings need nothing of intake, of reading
     * submissions back, of regrades, of the course's rules or of who the caller is; those sit above.
     */
    @Test
    void theGradingPipelineNeverReachesUp() {
        noClasses().that().resideInAnyPackage(PIPELINE)
                .should().dependOnClassesThat().resideInAnyPackage("dev.boundedloop.grader.intake..",
                        "dev.boundedloop.grader.submission..", "dev.boundedloop.grader.regrades..",
                        "dev.boundedloop.grader.course..", "dev.boundedloop.grader.security..",
                        "dev.boundedloop.grader.roster..", "dev.boundedloop.grader.analytics..",
                        "dev.boundedloop.grader.gradebook..", "dev.boundedloop.grader.reviews..",
                        "dev.boundedloop.grader.web..")
                .check(main);
    }

    /** The standings and the report store are the bottom of the pipeline: they call no queue. */
    @Test
    void reportsAndStandingsCallNoQueue() {
        noClasses().that().resideInAnyPackage("dev.boundedloop.grader.reports..", "dev.boundedloop.grader.standings..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.boundedloop.grader.queue..",
                        "dev.boundedloop.grader.replicas..")
                .check(main);
        noClasses().that().resideInAPackage("dev.boundedloop.grader.standings..")
                .should().dependOnClassesThat().resideInAPackage("dev.boundedloop.grader.reports..")
                .check(main);
    }

    /** Who is calling is settled by tokens alone; the roster builds on tokens, never the other way. */
    @Test
    void securityKnowsNothingOfTheRoster() {
        noClasses().that().resideInAPackage("dev.boundedloop.grader.security..")
                .should().dependOnClassesThat().resideInAPackage("dev.boundedloop.grader.roster..")
                .check(main);
    }

    /**
     * The service reaches out only through the outbound guard, which refuses inner addresses and connects to
     * the addresses it checked, by Apache HttpClient. The command line (a client of its own) is the exception.
     */
    @Test
    void outboundHttpGoesThroughTheGuard() {
        noClasses().that().resideOutsideOfPackages("dev.boundedloop.grader.outbound..", "dev.boundedloop.grader.cli..")
                .should().dependOnClassesThat().haveFullyQualifiedName("java.net.http.HttpClient")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.net.URLConnection")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.net.Socket")
                .orShould().dependOnClassesThat().resideInAPackage("org.apache.hc..")
                .check(main);
    }

    /**
     * Every call the LTI tool makes to a platform goes through PlatformHttp, which checks the platform's
     * URL and sends through the outbound guard; and nothing outside LTI reaches into it but through its
     * controllers.
     */
    @Test
    void ltiCallsPlatformsThroughPlatformHttpAlone() {
        noClasses().that().resideInAPackage("dev.boundedloop.grader.lti..")
                .and().doNotHaveFullyQualifiedName("dev.boundedloop.grader.lti.PlatformHttp")
                .should().dependOnClassesThat().resideInAnyPackage("java.net.http..")
                .check(main);
        noClasses().that().resideOutsideOfPackage("dev.boundedloop.grader.lti..")
                .should().dependOnClassesThat().resideInAPackage("dev.boundedloop.grader.lti..")
                .check(main);
    }

    private static DescribedPredicate<JavaClass> nestedIn(Class<? extends Annotation> annotation) {
        return DescribedPredicate.describe("nested in a class annotated with @" + annotation.getSimpleName(),
                c -> c.getEnclosingClass().map(outer -> outer.isAnnotatedWith(annotation)).orElse(false));
    }
}
