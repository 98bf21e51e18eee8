/**
 * The one way out of the service: every outbound HTTP call (webhook deliveries, LMS calls, the live model's calls)
 * goes through {@link dev.boundedloop.grader.outbound.OutboundGuard}, which refuses addresses inside
 * the network (loopback, link-local, private, multicast, the service itself) unless an operator names
 * them, checks every address a name resolves to at each send, connects to those addresses and no others,
 * and follows no redirect.
 */
package dev.boundedloop.grader.outbound;
