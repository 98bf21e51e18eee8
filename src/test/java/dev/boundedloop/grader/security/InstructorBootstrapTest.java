package dev.boundedloop.grader.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.slf4j.LoggerFactory;
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
    void withoutAConfiguredTokenLaterStartsLeaveTheTokensAlone() {
        when(tokens.anyInstructorToken()).thenReturn(true);

        new InstructorBootstrap(tokens, new GraderSecurityProperties(null)).run(null);

        verify(tokens, never()).issue(any(), anyString(), any(), anyString());
    }

    @Test
    void aConfiguredTokenMissingFromADatabaseWithInstructorsIsAddedAndSaidSo() {
        when(tokens.anyInstructorToken()).thenReturn(true);
        when(tokens.authenticate("lost-and-set-again")).thenReturn(Optional.empty());

        List<String> warned = warnings(() -> new InstructorBootstrap(tokens, new GraderSecurityProperties("lost-and-set-again")).run(null));

        verify(tokens).issue(eq(Role.INSTRUCTOR), eq("instructor:bootstrap"),
                eq("bootstrap:" + TokenSecrets.hash("lost-and-set-again").substring(0, 16)), eq("lost-and-set-again"));
        assertThat(warned).hasSize(2).allSatisfy(w -> assertThat(w).contains("GRADER_SECURITY_BOOTSTRAP_INSTRUCTOR_TOKEN"));
        assertThat(warned.get(0)).contains("has been added");
        assertThat(warned.get(1)).contains("is set").contains("unset it and revoke it");
    }

    @Test
    void aConfiguredTokenAlreadyAnInstructorsIsLeftAsItIsWithAWarningThatItIsSet() {
        when(tokens.anyInstructorToken()).thenReturn(true);
        when(tokens.authenticate("from-env")).thenReturn(Optional.of(new Caller("instructor:bootstrap", Role.INSTRUCTOR, 1)));

        List<String> warned = warnings(() -> new InstructorBootstrap(tokens, new GraderSecurityProperties("from-env")).run(null));

        assertThat(warned).singleElement().asString().contains("is set");
        verify(tokens, never()).issue(any(), anyString(), any(), anyString());
    }

    @Test
    void aConfiguredTokenThatIsALearnersIsNeverMadeAnInstructors() {
        when(tokens.anyInstructorToken()).thenReturn(true);
        when(tokens.authenticate("a-learners")).thenReturn(Optional.of(new Caller("alice", Role.LEARNER, 2)));

        List<String> warned = warnings(() -> new InstructorBootstrap(tokens, new GraderSecurityProperties("a-learners")).run(null));

        assertThat(warned).singleElement().asString().contains("role LEARNER").contains("not made an instructor");
        verify(tokens, never()).issue(any(), anyString(), any(), anyString());
    }

    private static List<String> warnings(Runnable action) {
        Logger logger = (Logger) LoggerFactory.getLogger(InstructorBootstrap.class);
        ListAppender<ILoggingEvent> appender = new ListAppender<>();
        appender.start();
        logger.addAppender(appender);
        try {
            action.run();
        } finally {
            logger.detachAppender(appender);
        }
        return appender.list.stream().filter(e -> e.getLevel() == Level.WARN).map(ILoggingEvent::getFormattedMessage).toList();
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

    /** What the action printed on standard output. */
    static String capturingStdout(Runnable action) {
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
