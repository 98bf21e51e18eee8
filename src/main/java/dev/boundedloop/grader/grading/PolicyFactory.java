package dev.boundedloop.grader.grading;

import dev.boundedloop.policy.AdmissionPolicy;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.Callable;

/**
 * Makes a fresh learner instance per case, rethrowing what the constructor threw rather than
 * reflection's wrapper, so a constructor's exception is classified like any other.
 */
final class PolicyFactory implements Callable<AdmissionPolicy> {

    private final Constructor<? extends AdmissionPolicy> constructor;

    PolicyFactory(Class<? extends AdmissionPolicy> policyClass) throws NoSuchMethodException {
        this.constructor = policyClass.getConstructor();
    }

    @Override
    public AdmissionPolicy call() throws Exception {
        try {
            return constructor.newInstance();
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error error) {
                throw error;
            }
            throw (Exception) cause;
        }
    }
}
