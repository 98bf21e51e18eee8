package dev.boundedloop.grader.dashboard;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ViewControllerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The instructor dashboard: static files under {@code static/dashboard/} that call the instructor
 * API from the browser. {@code /} and {@code /dashboard} lead to it.
 */
@Configuration(proxyBeanMethods = false)
public class DashboardConfiguration implements WebMvcConfigurer {

    /** What is open without a token: the pages and scripts hold no data, the API calls carry the token. */
    public static final String[] PUBLIC_PATHS = {"/", "/dashboard", "/dashboard/", "/dashboard/**"};

    /** The page runs only its own scripts and styles, so markup that slipped into learner text could not run. */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'none'";

    static final String HOME = "/dashboard/";

    @Override
    public void addViewControllers(ViewControllerRegistry registry) {
        registry.addRedirectViewController("/", HOME);
        registry.addRedirectViewController("/dashboard", HOME);
        registry.addViewController(HOME).setViewName("forward:" + HOME + "index.html");
    }
}
