package dev.boundedloop.grader;

import dev.boundedloop.grader.audit.AuditStubs;
import dev.boundedloop.grader.audit.AuditTrail;
import dev.boundedloop.grader.security.Tokens;
import dev.boundedloop.grader.tiers.ServiceTest;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/**
 * What a @WebMvcTest of an instructor controller shares: the known tokens, and an audit trail that
 * runs the audited work without recording it. Subclasses name their controller and mock its services.
 */
@Import(ApiTestSupport.class)
@ServiceTest
public abstract class InstructorApiSlice {

    @Autowired protected MockMvc mvc;
    @MockitoBean protected Tokens tokens;
    @MockitoBean protected AuditTrail audit;

    @BeforeEach
    void knownTokensAndNoAuditRecords() {
        ApiTestSupport.knownTokens(tokens);
        AuditStubs.doWithoutRecording(audit);
    }
}
