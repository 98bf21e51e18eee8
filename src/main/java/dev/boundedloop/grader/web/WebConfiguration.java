package dev.boundedloop.grader.web;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WebLimits.class)
public class WebConfiguration {

    /** Runs before security, so an oversized body is refused without reading it or looking up a token. */
    static final int BODY_LIMIT_ORDER = -200;

    @Bean
    FilterRegistrationBean<BodySizeLimitFilter> bodySizeLimit(WebLimits limits) {
        FilterRegistrationBean<BodySizeLimitFilter> registration =
                new FilterRegistrationBean<>(new BodySizeLimitFilter(limits.maxBody().toBytes()));
        registration.addUrlPatterns("/api/*");
        registration.setOrder(BODY_LIMIT_ORDER);
        return registration;
    }
}
