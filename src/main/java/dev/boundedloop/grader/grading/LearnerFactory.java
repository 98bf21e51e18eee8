package dev.boundedloop.grader.grading;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.Callable;

/**
 * Makes a fresh instance of the learner's class per case, throwing what the constructor threw, so
 * a constructor's exception is classified like any other. A method handle rather than reflection:
 * after a few calls reflection generates an accessor class for each learner's constructor, which
 * cost every submission a class definition.
 */
final class LearnerFactory implements Callable<Object> {

    private static final MethodType NO_ARGUMENTS = MethodType.methodType(void.class);

    private final MethodHandle constructor;

    @SuppressWarnings("ReturnValueIgnored") // getConstructor() is called for its NoSuchMethodException
    LearnerFactory(Class<?> learnerClass) throws NoSuchMethodException {
        learnerClass.getConstructor(); // the public no-argument constructor, or NoSuchMethodException as before
        try {
            this.constructor = MethodHandles.publicLookup().findConstructor(learnerClass, NO_ARGUMENTS);
        } catch (IllegalAccessException e) {
            throw (NoSuchMethodException) new NoSuchMethodException(learnerClass.getName() + ".<init>()").initCause(e);
        }
    }

    @Override
    public Object call() throws Exception {
        try {
            return constructor.invoke();
        } catch (Error | Exception e) {
            throw e;
        } catch (Throwable other) {
            throw (Exception) other;
        }
    }
}
