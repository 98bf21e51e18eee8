/**
 * The learner contract of the accounting unit: the only types a submitted step may depend on. A
 * bounded loop calls the learner's {@link dev.boundedloop.accounting.ChargedStep} once per
 * iteration; the step admits the next provider attempt, charges it, then calls the provider.
 *
 * <p>This package depends on the JDK alone. It runs inside the sandbox without metering, so nothing
 * here loops over learner input without a fixed bound.
 */
package dev.boundedloop.accounting;
