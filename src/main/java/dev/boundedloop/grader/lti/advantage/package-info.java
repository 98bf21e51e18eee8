/**
 * What the LTI Advantage services share: access tokens by the OAuth 2 client-credentials grant with a
 * JWT assertion the tool signs, kept until they expire, and the failure of a service call with what the
 * platform answered and what it likely means.
 */
package dev.boundedloop.grader.lti.advantage;
