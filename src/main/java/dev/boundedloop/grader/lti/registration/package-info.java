/**
 * The platforms the tool trusts: registered by an instructor through the API, or by the platform itself
 * through LTI Dynamic Registration 1.0 at {@code /lti/register}.
 */
package dev.boundedloop.grader.lti.registration;
