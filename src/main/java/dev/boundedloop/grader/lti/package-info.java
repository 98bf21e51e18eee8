/**
 * LTI 1.3 (Core and Advantage) as a tool: the tool's keys, the platforms registered with it (by hand or by
 * Dynamic Registration), the OpenID Connect login and launch that sign a platform's users in, and deep
 * linking. Every call to a platform goes through {@link dev.boundedloop.grader.lti.PlatformHttp}.
 */
package dev.boundedloop.grader.lti;
