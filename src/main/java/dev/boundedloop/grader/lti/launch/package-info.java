/**
 * The OpenID Connect third-party initiated login ({@code /lti/login}) and the launch ({@code /lti/launch}):
 * the id_token checked rule by rule, the platform's user put on the roster and signed in with a session.
 */
package dev.boundedloop.grader.lti.launch;
