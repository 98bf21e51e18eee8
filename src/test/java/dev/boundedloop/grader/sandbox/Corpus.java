package dev.boundedloop.grader.sandbox;

import dev.boundedloop.policy.Admission;
import dev.boundedloop.policy.AdmissionState;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The source files under {@code sandbox/} in the test resources, and the reference rule. */
final class Corpus {

    private Corpus() {}

    static Stream<Path> files(String folder) {
        try {
            Path directory = Path.of(Corpus.class.getResource("/sandbox/" + folder).toURI());
            try (Stream<Path> listing = Files.list(directory)) {
                List<Path> sources = listing.filter(path -> path.toString().endsWith(".java")).sorted().toList();
                return sources.stream();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static String firstLine(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.findFirst().orElse("");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The reference rule: the call limit first, then the budget, where an exact fit is admitted. */
    static Admission reference(AdmissionState s) {
        if (s.usedCalls() >= s.maxCalls()) {
            return Admission.MODEL_CALL_LIMIT;
        }
        if (s.spentCents() + s.nextCostCents() > s.budgetCents()) {
            return Admission.MODEL_COST_LIMIT;
        }
        return Admission.CALL;
    }
}
