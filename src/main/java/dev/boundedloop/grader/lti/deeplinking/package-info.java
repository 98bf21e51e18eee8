/**
 * LTI Deep Linking 2.0: an instructor's deep-linking launch shows the course's assignments, and the one
 * picked goes back to the platform as a signed LtiDeepLinkingResponse with a resource link and a line item.
 */
package dev.boundedloop.grader.lti.deeplinking;
