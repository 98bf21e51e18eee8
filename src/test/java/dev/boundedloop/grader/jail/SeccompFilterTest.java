package dev.boundedloop.grader.jail;

import static org.assertj.core.api.Assertions.assertThat;

import dev.boundedloop.grader.tiers.ProcessTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seccomp filter refuses what an escaped learner would reach for. util-linux's unshare, let into
 * a jail for this test alone, stands for such code: it asks for a new user namespace. Under the
 * filter the kernel refuses; in the same jail without the filter it succeeds, so the refusal is the
 * filter's.
 */
@ProcessTest
class SeccompFilterTest {

    private static final Path UNSHARE = Path.of("/usr/bin/unshare");

    @BeforeEach
    void asRootWithTheTools() {
        boolean root = ProcStatus.effectiveUidOfSelf().orElse(-1) == 0;
        boolean required = "required".equalsIgnoreCase(System.getenv(JailSettings.MODE_VARIABLE));
        boolean ready = root && Files.isExecutable(UNSHARE) && SeccompFilter.forThisMachine().isPresent();
        if (!ready && !required) {
            Assumptions.abort("needs root, util-linux's unshare and an x86_64 machine: a user namespace's jail"
                    + " already stops unshare without the filter");
        }
    }

    @Test
    void underTheFilterANewUserNamespaceIsRefused(@TempDir Path folder) throws Exception {
        Run run = unshareInAJail(folder, Jail.seccompFilterFile());

        assertThat(run.exit()).as(run.output()).isNotZero();
        assertThat(run.output()).contains("Operation not permitted");
    }

    @Test
    void withoutTheFilterTheSameJailLetsItThrough(@TempDir Path folder) throws Exception {
        Run run = unshareInAJail(folder, null);

        assertThat(run.exit()).as(run.output()).isZero();
        assertThat(run.output()).contains("made a user namespace");
    }

    private static Run unshareInAJail(Path folder, Path filter) throws Exception {
        List<Bind> binds = new ArrayList<>(JvmFiles.of(Path.of(System.getProperty("java.home"))));
        binds.add(JvmFiles.program(UNSHARE));
        Bubblewrap jail = new Bubblewrap(Jail.find("bwrap", "bubblewrap"), Jail.find("prlimit", "prlimit"),
                Jail.find("setpriv", "setpriv"), true, binds, filter, JailSettings.defaults());
        long nobody = 65534;
        Files.setAttribute(folder, "unix:uid", (int) nobody);
        List<String> command = jail.command(List.of(UNSHARE.toString(), "--user", "--", UNSHARE.toString(), "--help"),
                folder, nobody);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), output.contains("Usage:") ? output + "\nmade a user namespace" : output);
    }

    private record Run(int exit, String output) {}
}
