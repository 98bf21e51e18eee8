package dev.boundedloop.grader.dashboard;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ViewControllerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The learner's page: static files under {@code static/learn/} that call the learner API with the
 * learner's own token. It is served like the dashboard, under the same Content-Security-Policy.
 */
@Configuration(proxyBeanMethods = false)
public class LearnerPageConfiguration implements WebMvcConfigurer {

    /** Open without a token: the page and its scripts hold no data. */
    public static final String[] PUBLIC_PATHS = {"/learn", "/learn/", "/learn/**"};

    static final String HOME = "/learn/";

    @Override
    public void addViewControllers(ViewControllerRegistry registry) {
        registry.addRedirectViewController("/learn", HOME);
        registry.addViewController(HOME).setViewName("forward:" + HOME + "index.html");
    }
}
