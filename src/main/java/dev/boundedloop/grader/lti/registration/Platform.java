package dev.boundedloop.grader.lti.registration;

import java.net.URI;
import java.time.Instant;
import java.util.List;

/** A registered platform: who it is (issuer and the client id it gave the tool) and where its endpoints are. */
public record Platform(long id, String issuer, String clientId, URI authorizationUrl, URI tokenUrl, URI jwksUrl,
        List<String> deploymentIds, String registeredBy, Instant createdAt) {}
