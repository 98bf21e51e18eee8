package dev.boundedloop.grader.cli.service;

import dev.boundedloop.grader.cli.GraderCli;
import dev.boundedloop.grader.AdmissionGraderApplication;
import dev.boundedloop.grader.cases.Suite;
import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.grading.GradingReport;
import dev.boundedloop.grader.grading.InProcessSubmissionGrader;
import dev.boundedloop.grader.grading.SandboxedGrader;
import dev.boundedloop.grader.intake.SubmissionSeeding;
import dev.boundedloop.grader.kinds.KindRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Fills a service database with realistic graded submissions, to measure instructors' queries at
 * scale. Each catalogue policy is graded once, for real; its report is then written for many
 * submissions through the service's own storage code, in batches of one transaction each.
 */
@Command(name = "seed", mixinStandardHelpOptions = true,
        description = "Fills a database (H2 file or PostgreSQL) with N graded submissions of L learners, for measuring.")
final class SeedCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Option(names = "--database", required = true,
            description = "JDBC URL, e.g. jdbc:h2:file:./data/grader or jdbc:postgresql://localhost:5432/grader")
    String database;

    @Option(names = "--user", defaultValue = "sa", description = "Database user (default: ${DEFAULT-VALUE})")
    String user;

    @Option(names = "--password", defaultValue = "", description = "Database password (default: empty)")
    String password;

    @Option(names = "--submissions", defaultValue = "10000", description = "How many (default: ${DEFAULT-VALUE})")
    int submissions;

    @Option(names = "--learners", defaultValue = "200", description = "Learners on the roster (default: ${DEFAULT-VALUE})")
    int learners;

    @Option(names = "--assignment", defaultValue = "ch03-unit-a", description = "Assignment (default: ${DEFAULT-VALUE})")
    String assignment;

    @Option(names = "--catalogue", defaultValue = "grader-cases/ch03-unit-a/catalogue",
            description = "Folder with correct/ and wrong/ policies to grade (default: ${DEFAULT-VALUE})")
    Path catalogue;

    @Option(names = "--days", defaultValue = "28", description = "Spread over this many past days (default: ${DEFAULT-VALUE})")
    int days;

    @Option(names = "--batch", defaultValue = "500", description = "Submissions per transaction (default: ${DEFAULT-VALUE})")
    int batch;

    @Option(names = "--random-seed", defaultValue = "13", description = "Makes the mix repeatable (default: ${DEFAULT-VALUE})")
    long randomSeed;

    @Option(names = "--instructor-token",
            description = "On a new database, the first instructor token (else one is generated and printed)")
    String instructorToken;

    /** A graded catalogue policy. */
    private record Graded(String name, byte[] source, GradingReport report) {}

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (submissions < 0 || learners < 1 || batch < 1 || days < 1) {
            throw new GraderCli.UsageProblem("--submissions >= 0, --learners >= 1, --batch >= 1 and --days >= 1");
        }
        List<Path> correct = policies(catalogue.resolve("correct"));
        List<Path> wrong = policies(catalogue.resolve("wrong"));
        long started = System.nanoTime();
        try (ConfigurableApplicationContext context = service()) {
            Suite suite = context.getBean(SuiteCatalog.class).suite(assignment);
            InProcessSubmissionGrader grader =
                    new InProcessSubmissionGrader(SandboxedGrader.create(KindRegistry.KINDS));
            List<Graded> right = grade(grader, suite, correct);
            List<Graded> mistaken = grade(grader, suite, wrong);
            out.printf("graded %d correct and %d wrong policies in %d ms%n", right.size(), mistaken.size(),
                    Duration.ofNanos(System.nanoTime() - started).toMillis());
            SubmissionSeeding seeding = context.getBean(SubmissionSeeding.class);
            Instant now = Instant.now();
            List<String> roster = IntStream.rangeClosed(1, learners).mapToObj(i -> String.format("learner-%05d", i)).toList();
            int added = seeding.roster(roster, now.minus(Duration.ofDays(days + 1)));
            long writing = System.nanoTime();
            Random random = new Random(randomSeed);
            Instant first = now.minus(Duration.ofDays(days));
            long spanMillis = Duration.ofDays(days).toMillis();
            for (int done = 0; done < submissions; ) {
                int count = Math.min(batch, submissions - done);
                List<SubmissionSeeding.Seed> seeds = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    // Oldest first, so report ids grow with time as they do when a course runs.
                    Instant at = first.plusMillis(spanMillis * (done + i) / Math.max(1, submissions));
                    // About a third of attempts are right; learners get there over their attempts.
                    Graded policy = random.nextInt(3) == 0 ? right.get(random.nextInt(right.size()))
                            : mistaken.get(random.nextInt(mistaken.size()));
                    seeds.add(new SubmissionSeeding.Seed(roster.get(random.nextInt(roster.size())), at,
                            policy.source(), policy.report()));
                }
                seeding.write(assignment, seeds);
                done += count;
                if (done % 10_000 == 0 || done == submissions) {
                    out.printf("  %d submissions written (%d ms)%n", done,
                            Duration.ofNanos(System.nanoTime() - writing).toMillis());
                }
            }
            long writeMillis = Duration.ofNanos(System.nanoTime() - writing).toMillis();
            out.printf("wrote %d graded submissions of %d learners (%d new on the roster) to %s for %s in %d ms "
                            + "(%.0f/s); %d ms in all%n", submissions, learners, added, database, assignment, writeMillis,
                    writeMillis == 0 ? 0.0 : submissions * 1000.0 / writeMillis,
                    Duration.ofNanos(System.nanoTime() - started).toMillis());
        }
        return 0;
    }

    private List<Graded> grade(InProcessSubmissionGrader grader, Suite suite, List<Path> sources) throws IOException {
        List<Graded> graded = new ArrayList<>();
        for (Path source : sources) {
            byte[] bytes = Files.readAllBytes(source);
            graded.add(new Graded(source.getFileName().toString(), bytes, grader.grade(suite, bytes)));
        }
        return graded;
    }

    private static List<Path> policies(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            throw new GraderCli.UsageProblem("No policies in " + folder + "; --catalogue names a folder with correct/ and wrong/");
        }
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> found = files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
            if (found.isEmpty()) {
                throw new GraderCli.UsageProblem("No .java policies in " + folder);
            }
            return found;
        }
    }

    /** The service's beans on the given database, on a port of its own and with one grading worker, which checks the deployed suite. */
    private ConfigurableApplicationContext service() {
        List<String> args = new ArrayList<>(List.of("--spring.datasource.url=" + database,
                "--spring.datasource.username=" + user, "--spring.datasource.password=" + password,
                "--server.port=0", "--grader.queue.workers=1", "--logging.level.root=WARN"));
        if (database.startsWith("jdbc:postgresql:")) {
            args.add("--spring.profiles.active=postgres");
        }
        if (instructorToken != null) {
            args.add("--grader.security.bootstrap-instructor-token=" + instructorToken);
        }
        // On a port of its own: the service's security configuration needs a web server to exist.
        return SpringApplication.run(AdmissionGraderApplication.class, args.toArray(String[]::new));
    }
}
