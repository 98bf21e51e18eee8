package dev.boundedloop.grader.lti.passback;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PassbackProperties.class)
class PassbackConfiguration {}
