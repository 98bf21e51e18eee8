package dev.boundedloop.grader.lti.launch;

import dev.boundedloop.grader.security.Caller;
import dev.boundedloop.grader.security.Role;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.stereotype.Component;

/**
 * Signs a launched user in: their {@link Caller} goes into a fresh HTTP session (a new id, so a session
 * planted before the launch cannot be taken over), which the security chain reads on later requests.
 */
@Component
class SessionSignIn {

    private final HttpSessionSecurityContextRepository sessions = new HttpSessionSecurityContextRepository();

    void signIn(String subject, Role role, HttpServletRequest request, HttpServletResponse response) {
        jakarta.servlet.http.HttpSession earlier = request.getSession(false);
        if (earlier != null) {
            earlier.invalidate();
        }
        request.getSession(true);
        Caller caller = new Caller(subject, role, Caller.NO_TOKEN);
        SecurityContext context = SecurityContextHolder.getContextHolderStrategy().createEmptyContext();
        context.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(caller, null,
                List.of(new SimpleGrantedAuthority(role.authority()))));
        SecurityContextHolder.getContextHolderStrategy().setContext(context);
        sessions.saveContext(context, request, response);
    }
}
