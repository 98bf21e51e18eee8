package dev.boundedloop.grader.security;

import dev.boundedloop.grader.dashboard.DashboardConfiguration;
import dev.boundedloop.grader.dashboard.LearnerPageConfiguration;
import dev.boundedloop.grader.web.ProblemWriter;
import java.time.Clock;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpHeaders;
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
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.header.writers.StaticHeadersWriter;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;

/**
 * Stateless bearer-token security: instructors own {@code /api/instructor/**}, any valid token may
 * use the rest of {@code /api/**}, and health, metrics, the API docs and the dashboard's static files
 * are open (the dashboard sends the instructor's token with each API call it makes).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({GraderSecurityProperties.class, FailedAuthProperties.class})
public class SecurityConfiguration {

    @Bean
    SecurityFilterChain apiSecurity(HttpSecurity http, Tokens tokens, FailedAuthProperties failedAuth, Clock clock)
            throws Exception {
        AuthenticationEntryPoint unauthorized = (request, response, failure) -> {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
            String detail = failure instanceof BadCredentialsException ? failure.getMessage()
                    : "This endpoint needs a bearer token: send 'Authorization: Bearer <token>'; "
                            + "learners get theirs from an instructor";
            ProblemWriter.write(request, response, HttpStatus.UNAUTHORIZED, "Unauthorized", detail);
        };
        AccessDeniedHandler forbidden = (request, response, denied) -> ProblemWriter.write(request, response,
                HttpStatus.FORBIDDEN, "Forbidden", "Your token's role may not use " + request.getRequestURI());
        return http
                .csrf(AbstractHttpConfigurer::disable)
                .httpBasic(AbstractHttpConfigurer::disable)
                .formLogin(AbstractHttpConfigurer::disable)
                .logout(AbstractHttpConfigurer::disable)
                .requestCache(AbstractHttpConfigurer::disable)
                .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authorizeHttpRequests(rules -> rules
                        .requestMatchers("/actuator/health", "/actuator/health/**", "/actuator/info",
                                "/actuator/prometheus", "/v3/api-docs", "/v3/api-docs/**", "/swagger-ui.html",
                                "/swagger-ui/**", "/error")
                        .permitAll()
                        .requestMatchers(DashboardConfiguration.PUBLIC_PATHS).permitAll()
                        .requestMatchers(LearnerPageConfiguration.PUBLIC_PATHS).permitAll()
                        .requestMatchers("/api/instructor/**").hasRole(Role.INSTRUCTOR.name())
                        .anyRequest().authenticated())
                .headers(headers -> headers.addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        PathPatternRequestMatcher.withDefaults().matcher("/dashboard/**"),
                        new StaticHeadersWriter("Content-Security-Policy", DashboardConfiguration.CONTENT_SECURITY_POLICY)))
                        .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(
                        PathPatternRequestMatcher.withDefaults().matcher("/learn/**"),
                        new StaticHeadersWriter("Content-Security-Policy", DashboardConfiguration.CONTENT_SECURITY_POLICY))))
                .exceptionHandling(e -> e.authenticationEntryPoint(unauthorized).accessDeniedHandler(forbidden))
                .addFilterBefore(new BearerTokenFilter(tokens, unauthorized, new FailedAuthThrottle(failedAuth, clock)), AnonymousAuthenticationFilter.class)
                .build();
    }

    /** There are no passwords; this keeps Boot from generating a default user and printing its password. */
    @Bean
    UserDetailsService noPasswordUsers() {
        return new InMemoryUserDetailsManager();
    }
}
