package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.roster.Learners;
import dev.boundedloop.grader.security.Caller;
import io.swagger.v3.oas.annotations.Operation;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/** Who is signed in (for the pages to say so), and signing out of a launched session. */
@RestController
class SessionController {

    private final Learners learners;

    SessionController(Learners learners) {
        this.learners = learners;
    }

    @Operation(summary = "Who is signed in: signedIn, and then subject, role, signedInBy (token or session) and, for "
            + "a learner, the roster's name and section. Answered without a token too, with signedIn false",
            description = "Open to everyone, so that a page can ask whether to show its sign-in prompt.")
    @GetMapping("/api/me/session")
    Map<String, Object> me(@AuthenticationPrincipal Caller caller) {
        Map<String, Object> me = new LinkedHashMap<>();
        me.put("signedIn", caller != null);
        if (caller == null) {
            return me;
        }
        me.put("subject", caller.subject());
        me.put("role", caller.role());
        me.put("signedInBy", caller.tokenId() == Caller.NO_TOKEN ? "session" : "token");
        if (caller.actsForLearner()) {
            try {
                var info = learners.get(caller.subject());
                me.put("name", info.name());
                me.put("section", info.section());
            } catch (RuntimeException notOnRoster) {
                // a token's learner need not be on the roster
            }
        }
        return me;
    }

    @Operation(summary = "Ends the caller's session (a launch's); tokens are not affected",
            description = "For a caller signed in by an LMS launch; a token stays valid. Answers 204.")
    @PostMapping("/api/me/session/logout")
    ResponseEntity<Void> logout(HttpServletRequest request) {
        HttpSession session = request.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        return ResponseEntity.noContent().build();
    }
}
