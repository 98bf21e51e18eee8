package dev.boundedloop.grader.security;

import dev.boundedloop.grader.dashboard.DashboardConfiguration;
import dev.boundedloop.grader.dashboard.LearnerPageConfiguration;
import dev.boundedloop.grader.web.ProblemWriter;
import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.util.Set;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AbstractHttpConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.authentication.AnonymousAuthenticationFilter;
import org.springframework.security.web.context.DelegatingSecurityContextRepository;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.security.web.context.RequestAttributeSecurityContextRepository;
import org.springframework.security.web.csrf.CsrfException;
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.header.writers.StaticHeadersWriter;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Bearer-token security, with sessions beside it: instructors own {@code /api/instructor/**}, any valid
 * token (or session) may use the rest of {@code /api/**}, and health, metrics, the API docs, the pages'
 * static files and the LTI endpoints are open (the pages send the token with each API call; an LTI launch
 * checks its own id_token). A session exists only after an LTI launch made one; a state-changing request it
 * authenticates must carry Spring Security's CSRF token ({@code XSRF-TOKEN} cookie, {@code X-XSRF-TOKEN}
 * header). Requests with a bearer token carry no cookie credentials to forge, so they need none.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({GraderSecurityProperties.class, FailedAuthProperties.class})
public class SecurityConfiguration {

    /** The LTI endpoints (login, launch, key set, registration, deep linking), which authenticate by their own means. */
    static final String[] LTI_PATHS = {"/lti/**"};

    private static final Set<String> SAFE_METHODS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

    @Bean
    SecurityFilterChain apiSecurity(HttpSecurity http, Tokens tokens, GraderSecurityProperties properties,
            FailedAuthProperties failedAuth, Clock clock) throws Exception {
        String pagePolicy = DashboardConfiguration.CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'",
                "frame-ancestors " + properties.frameAncestorsSource());
        AuthenticationEntryPoint unauthorized = (request, response, failure) -> {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
            String detail = failure instanceof BadCredentialsException ? failure.getMessage()
                    : "This endpoint needs a bearer token: send 'Authorization: Bearer <token>'; "
                            + "learners get theirs from an instructor";
            ProblemWriter.write(request, response, HttpStatus.UNAUTHORIZED, "Unauthorized", detail);
        };
        AccessDeniedHandler forbidden = (request, response, denied) -> ProblemWriter.write(request, response,
                HttpStatus.FORBIDDEN, "Forbidden", denied instanceof CsrfException
                        ? "This request is signed in by a session cookie, so it must send the XSRF-TOKEN cookie's value "
                                + "in an X-XSRF-TOKEN header"
                        : "Your token's role may not use " + request.getRequestURI());
        return http
                .csrf(csrf -> csrf.spa().requireCsrfProtectionMatcher(SecurityConfiguration::sessionAuthenticatedChange))
                .securityContext(context -> context.securityContextRepository(new DelegatingSecurityContextRepository(
                        new RequestAttributeSecurityContextRepository(), launchSessionsOnly())))
                .httpBasic(AbstractHttpConfigurer::disable)
                .formLogin(AbstractHttpConfigurer::disable)
                .logout(AbstractHttpConfigurer::disable)
                .requestCache(AbstractHttpConfigurer::disable)
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.NEVER))
                .authorizeHttpRequests(rules -> rules
                        .requestMatchers("/actuator/health", "/actuator/health/**", "/actuator/info",
                                "/actuator/prometheus", "/v3/api-docs", "/v3/api-docs/**", "/swagger-ui.html",
                                "/swagger-ui/**", "/error")
                        .permitAll()
                        .requestMatchers(DashboardConfiguration.PUBLIC_PATHS).permitAll()
                        .requestMatchers(LearnerPageConfiguration.PUBLIC_PATHS).permitAll()
                        .requestMatchers(LTI_PATHS).permitAll()
                        // who is signed in: answered for anybody, so a page asks without a refusal in its console
                        .requestMatchers(HttpMethod.GET, "/api/me/session").permitAll()
                        .requestMatchers("/api/instructor/**").hasRole(Role.INSTRUCTOR.name())
                        .anyRequest().authenticated())
                .headers(headers -> headers.addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        PathPatternRequestMatcher.withDefaults().matcher("/dashboard/**"),
                        new StaticHeadersWriter("Content-Security-Policy", pagePolicy)))
                        .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        PathPatternRequestMatcher.withDefaults().matcher("/learn/**"),
                        new StaticHeadersWriter("Content-Security-Policy", pagePolicy)))
                        // frame-ancestors decides who may frame the pages; X-Frame-Options could only say no one
                        .frameOptions(frames -> {
                            if (!properties.frameAncestors().isEmpty()) {
                                frames.disable();
                            }
                        }))
                .exceptionHandling(e -> e.authenticationEntryPoint(unauthorized).accessDeniedHandler(forbidden))
                .addFilterBefore(new BearerTokenFilter(tokens, unauthorized, new FailedAuthThrottle(failedAuth, clock)), AnonymousAuthenticationFilter.class)
                .build();
    }

    /**
     * Reads the session a launch made, and never makes one: left to make them, it kept each bearer
     * request's sign-in in a new session, so a browser that once sent a token stayed signed in by its
     * cookie after the token was forgotten.
     */
    private static HttpSessionSecurityContextRepository launchSessionsOnly() {
        HttpSessionSecurityContextRepository sessions = new HttpSessionSecurityContextRepository();
        sessions.setAllowSessionCreation(false);
        return sessions;
    }

    /**
     * Whether a request needs the CSRF token: it changes something, a session cookie would authenticate it,
     * and it carries no bearer token. The LTI endpoints are left out: a platform's cross-site form post
     * cannot carry the token, and they check their own state, nonce and one-time values instead.
     */
    static boolean sessionAuthenticatedChange(HttpServletRequest request) {
        return !SAFE_METHODS.contains(request.getMethod()) && request.getHeader(HttpHeaders.AUTHORIZATION) == null
                && request.getSession(false) != null && !request.getRequestURI().startsWith("/lti/");
    }

    /** There are no passwords; this keeps Boot from generating a default user and printing its password. */
    @Bean
    UserDetailsService noPasswordUsers() {
        return new InMemoryUserDetailsManager();
    }
}
