package dev.boundedloop.grader.web;

import jakarta.servlet.Filter;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.tomcat.servlet.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.module.SimpleModule;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WebLimits.class)
public class WebConfiguration {

    /** Runs before security, so an oversized body is refused without reading it or looking up a token. */
    static final int BODY_LIMIT_ORDER = -200;
    /** After security (-100): a caller without a token hears 401 before anything about its input. */
    static final int INPUT_CHECK_ORDER = 0;

    @Bean
    FilterRegistrationBean<BodySizeLimitFilter> bodySizeLimit(WebLimits limits) {
        return onApi(new BodySizeLimitFilter(limits.maxBody().toBytes()), BODY_LIMIT_ORDER);
    }

    @Bean
    FilterRegistrationBean<QueryTextFilter> queryText() {
        return onApi(new QueryTextFilter(), INPUT_CHECK_ORDER);
    }

    @Bean
    FilterRegistrationBean<JsonEncodingFilter> jsonEncoding() {
        return onApi(new JsonEncodingFilter(), INPUT_CHECK_ORDER + 1);
    }

    @Bean
    FilterRegistrationBean<AcceptHeaderFilter> acceptHeader() {
        return onApi(new AcceptHeaderFilter(), INPUT_CHECK_ORDER + 2);
    }

    /** A filter on every /api/ request, in the given place among the servlet filters. */
    private static <F extends Filter> FilterRegistrationBean<F> onApi(F filter, int order) {
        FilterRegistrationBean<F> registration = new FilterRegistrationBean<>(filter);
        registration.addUrlPatterns("/api/*");
        registration.setOrder(order);
        return registration;
    }

    /** String fields take JSON strings only, with text the databases can hold. */
    @Bean
    JacksonModule strictRequestText() {
        return new SimpleModule("strict-request-text").addDeserializer(String.class, new StrictTextDeserializer());
    }

    /** {"source": "a", "source": "b"} is ambiguous; Jackson would keep the last one silently. */
    @Bean
    JsonMapperBuilderCustomizer refuseDuplicateKeys() {
        return builder -> builder.enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
    }

    /**
     * Tomcat's error report as a problem detail. Boot adds its own ErrorReportValve (HTML without
     * the server's version) in an earlier customizer; this one takes its place.
     */
    @Bean
    WebServerFactoryCustomizer<TomcatServletWebServerFactory> problemErrorReports() {
        return new WebServerFactoryCustomizer<>() {
            @Override
            public void customize(TomcatServletWebServerFactory factory) {
                factory.addContextCustomizers(context -> {
                    var pipeline = context.getParent().getPipeline();
                    for (Valve valve : pipeline.getValves()) {
                        if (valve instanceof ErrorReportValve) {
                            pipeline.removeValve(valve);
                        }
                    }
                    pipeline.addValve(new ProblemErrorReportValve());
                    // Else the host, when it starts, adds Tomcat's HTML valve back for want of one of its class.
                    if (context.getParent() instanceof StandardHost host) {
                        host.setErrorReportValveClass(ProblemErrorReportValve.class.getName());
                    }
                });
            }
        };
    }
}
