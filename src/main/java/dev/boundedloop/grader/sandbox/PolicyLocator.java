package dev.boundedloop.grader.sandbox;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the one public top-level class of a submission that implements the learner API's interface
 * and can be constructed without arguments. Classes are loaded without initialising them, so no
 * learner code runs here.
 */
public final class PolicyLocator {

    private PolicyLocator() {}

    /** The class that was found, or the one clear reason why the submission is INVALID. */
    public record Located(Class<?> learnerClass, String invalidReason) {
        public boolean found() {
            return learnerClass != null;
        }
    }

    /** @param implemented the interface the learner's class must implement */
    public static Located locate(PolicyClassLoader loader, Iterable<String> classNames, Class<?> implemented) {
        List<Class<?>> candidates = new ArrayList<>();
        for (String name : classNames) {
            Class<?> type;
            try {
                type = Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                return new Located(null, "Class " + name + " cannot be loaded: " + e);
            }
            boolean topLevel = type.getEnclosingClass() == null && !type.isAnonymousClass();
            if (topLevel && Modifier.isPublic(type.getModifiers()) && !type.isInterface()
                    && implemented.isAssignableFrom(type)) {
                candidates.add(type);
            }
        }
        if (candidates.isEmpty()) {
            return new Located(null, "No public top-level class implements " + implemented.getName());
        }
        if (candidates.size() > 1) {
            List<String> names = candidates.stream().map(Class::getName).toList();
            return new Located(null, "Exactly one public class may implement " + implemented.getSimpleName()
                    + ", found " + names);
        }
        Class<?> policy = candidates.get(0);
        if (Modifier.isAbstract(policy.getModifiers())) {
            return new Located(null, policy.getName() + " is abstract, so it cannot be instantiated");
        }
        try {
            if (!Modifier.isPublic(policy.getConstructor().getModifiers())) {
                throw new NoSuchMethodException();
            }
        } catch (NoSuchMethodException e) {
            return new Located(null, policy.getName() + " needs a public no-argument constructor");
        }
        return new Located(policy, null);
    }
}
