package dev.boundedloop.grader;

import static org.mockito.Mockito.when;

import dev.boundedloop.grader.cases.SuiteCatalog;
import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import dev.boundedloop.grader.security.SecurityConfiguration;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.web.WebConfiguration;
import java.util.Optional;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * What a @WebMvcTest of the API needs besides its controllers: the real security and body limit,
 * the packaged suites, and three known tokens on a mocked {@link Tokens}.
 */
@TestConfiguration(proxyBeanMethods = false)
@Import({SecurityConfiguration.class, WebConfiguration.class, ClockConfiguration.class})
public class ApiTestSupport {

    public static final String ALICE = "Bearer alice-token";
    public static final String BOB = "Bearer bob-token";
    public static final String INSTRUCTOR = "Bearer instructor-token";
    public static final Caller ALICE_CALLER = new Caller("alice", Role.LEARNER, 1);
    public static final Caller INSTRUCTOR_CALLER = new Caller("instructor:bootstrap", Role.INSTRUCTOR, 3);

    @Bean
    SuiteCatalog suiteCatalog() {
        return TestSuites.WHOLE;
    }

    /** Call from a @BeforeEach with the test's @MockitoBean Tokens. */
    public static void knownTokens(Tokens tokens) {
        when(tokens.authenticate("alice-token")).thenReturn(Optional.of(ALICE_CALLER));
        when(tokens.authenticate("bob-token")).thenReturn(Optional.of(new Caller("bob", Role.LEARNER, 2)));
        when(tokens.authenticate("instructor-token")).thenReturn(Optional.of(INSTRUCTOR_CALLER));
    }
}
