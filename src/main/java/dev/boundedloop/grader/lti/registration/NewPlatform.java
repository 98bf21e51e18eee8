package dev.boundedloop.grader.lti.registration;

import java.util.List;

/** A platform as an instructor or Dynamic Registration registers it; every URL is checked before it is stored. */
public record NewPlatform(String issuer, String clientId, List<String> deploymentIds, String authorizationUrl,
        String tokenUrl, String jwksUrl) {}
