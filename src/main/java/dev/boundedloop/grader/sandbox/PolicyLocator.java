package dev.boundedloop.grader.sandbox;

import dev.boundedloop.policy.AdmissionPolicy;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the one public top-level class of a submission that implements {@link AdmissionPolicy} and
 * can be constructed without arguments. Classes are loaded without initialising them, so no
 * learner code runs here.
 */
public final class PolicyLocator {

    private PolicyLocator() {}

    /** The class that was found, or the one clear reason why the submission is INVALID. */
    public record Located(Class<? extends AdmissionPolicy> policyClass, String invalidReason) {
        public boolean found() {
            return policyClass != null;
        }
    }

    public static Located locate(PolicyClassLoader loader, Iterable<String> classNames) {
        List<Class<? extends AdmissionPolicy>> candidates = new ArrayList<>();
        for (String name : classNames) {
            Class<?> type;
            try {
                type = Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                return new Located(null, "Class " + name + " cannot be loaded: " + e);
            }
            boolean topLevel = type.getEnclosingClass() == null && !type.isAnonymousClass();
            if (topLevel && Modifier.isPublic(type.getModifiers()) && !type.isInterface()
                    && AdmissionPolicy.class.isAssignableFrom(type)) {
                candidates.add(type.asSubclass(AdmissionPolicy.class));
            }
        }
        if (candidates.isEmpty()) {
            return new Located(null, "No public top-level class implements dev.boundedloop.policy.AdmissionPolicy");
        }
        if (candidates.size() > 1) {
            List<String> names = candidates.stream().map(Class::getName).toList();
            return new Located(null, "Exactly one public class may implement AdmissionPolicy, found " + names);
        }
        Class<? extends AdmissionPolicy> policy = candidates.get(0);
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
