package dev.boundedloop.grader.outbound;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The service's one outbound guard, on the system's DNS and a transport that connects to what it resolved, refusing its own ports. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(OutboundProperties.class)
class OutboundConfiguration {

    /** The ports this service listens on (the API's, and the management port if it has its own). */
    private final Set<Integer> ownPorts = ConcurrentHashMap.newKeySet();

    @Bean
    OutboundGuard outboundGuard(OutboundProperties properties) {
        return new OutboundGuard(properties, Resolver.SYSTEM, Transport.pinned(), () -> ownPorts);
    }

    @Bean
    ApplicationListener<WebServerInitializedEvent> ownPortsListener() {
        return event -> ownPorts.add(event.getWebServer().getPort());
    }
}
