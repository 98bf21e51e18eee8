package dev.boundedloop.grader.grading;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.Callable;

/**
 * Makes a fresh instance of the learner's class per case, rethrowing what the constructor threw
 * rather than reflection's wrapper, so a constructor's exception is classified like any other.
 */
final class LearnerFactory implements Callable<Object> {

    private final Constructor<?> constructor;

    LearnerFactory(Class<?> learnerClass) throws NoSuchMethodException {
        this.constructor = learnerClass.getConstructor();
    }

    @Override
    public Object call() throws Exception {
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
