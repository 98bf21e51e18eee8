package dev.boundedloop.grader.cli.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** {@code serve} read without picocli hands Spring exactly what picocli would, or leaves the arguments to picocli. */
class ServeArgumentsTest {

    @ParameterizedTest
    @ValueSource(strings = {"serve", "serve --server.port=8081", "serve --server.port=8081 --spring.profiles.active=postgres",
        "serve --grader.queue.workers=0 --logging.level.root=warn", "serve --debug"})
    void springOptionsAfterServeAreWhatPicocliWouldPassOn(String line) {
        String[] args = line.split(" ");

        Optional<String[]> atOnce = ServiceMain.springOptionsOfServe(args);

        ServeCommand parsed = new ServeCommand();
        CommandLine serve = new CommandLine(parsed);
        serve.parseArgs(Arrays.copyOfRange(args, 1, args.length));
        assertThat(serve.isUsageHelpRequested() || serve.isVersionHelpRequested()).isFalse();
        assertThat(atOnce).hasValueSatisfying(options -> assertThat(options).containsExactlyElementsOf(parsed.springArguments));
    }

    @ParameterizedTest
    @ValueSource(strings = {"serve --help", "serve --version", "serve --help=false", "serve -h", "serve -V", "serve --server.port=1 --help",
        "serve port", "serve --", "seed --learners 3", "--server.port=8081"})
    void anythingElseIsLeftToPicocli(String line) {
        assertThat(ServiceMain.springOptionsOfServe(line.split(" "))).isEmpty();
    }
}
