package dev.boundedloop.grader.lti;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(LtiProperties.class)
class LtiConfiguration {}
