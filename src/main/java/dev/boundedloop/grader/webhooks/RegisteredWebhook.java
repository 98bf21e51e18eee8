package dev.boundedloop.grader.webhooks;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** A hook just registered, with the secret that signs its deliveries: the one time the service shows it. */
public record RegisteredWebhook(@JsonUnwrapped Webhook webhook, String secret) {}
