package dev.boundedloop.grader.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.springframework.dao.DataIntegrityViolationException;

/** The first start makes sure there is an instructor token, and says so only when it made one up. */
class InstructorBootstrapTest {

    private final Tokens tokens = mock(Tokens.class);

    @Test
    void theConfiguredTokenIsStoredOnTheFirstStart() {
        new InstructorBootstrap(tokens, new GraderSecurityProperties(" from-env ")).run(null);

        verify(tokens).issue(Role.INSTRUCTOR, "instructor:bootstrap", InstructorBootstrap.LABEL, "from-env");
    }

    @Test
    void withoutAConfiguredTokenOneIsGeneratedAndPrintedOnce() {
        String printed = capturingStdout(() -> new InstructorBootstrap(tokens, new GraderSecurityProperties(null)).run(null));

        ArgumentCaptor<String> secret = ArgumentCaptor.forClass(String.class);
        verify(tokens).issue(eq(Role.INSTRUCTOR), eq("instructor:bootstrap"), eq(InstructorBootstrap.LABEL), secret.capture());
        assertThat(secret.getValue()).startsWith("gr_").hasSizeGreaterThan(40);
        assertThat(printed).contains(secret.getValue());
    }

    @Test
    void laterStartsLeaveTheTokensAlone() {
        when(tokens.anyInstructorToken()).thenReturn(true);

        new InstructorBootstrap(tokens, new GraderSecurityProperties("from-env")).run(null);

        verify(tokens, never()).issue(any(), anyString(), any(), anyString());
    }

    @Test
    void aReplicaThatLosesTheBootstrapRacePrintsNothing() {
        when(tokens.issue(any(), anyString(), any(), anyString())).thenThrow(new DataIntegrityViolationException("label"));

        String printed = capturingStdout(() -> new InstructorBootstrap(tokens, new GraderSecurityProperties(null)).run(null));

        assertThat(printed).doesNotContain("gr_");
    }

    @Test
    void storedTokensAreHashesOfHighEntropySecrets() {
        String token = TokenSecrets.newToken();

        assertThat(TokenSecrets.newToken()).isNotEqualTo(token);
        assertThat(TokenSecrets.hash(token)).hasSize(64).doesNotContain(token).isEqualTo(TokenSecrets.hash(token));
    }

    private static String capturingStdout(Runnable action) {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setOut(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
