package dev.boundedloop.grader.sandbox;

import java.util.Map;

/**
 * A fresh loader for one submission's classes. Its parent is the platform loader, so learner code
 * sees the JDK, and only the learner APIs (plus the sandbox's own runtime support) is passed through
 * from the grader: none of the grader's classes or libraries can be named.
 */
public final class PolicyClassLoader extends ClassLoader {

    private static final String SANDBOX_RUNTIME = "dev.boundedloop.grader.sandbox.runtime.";

    private final Map<String, byte[]> classes;
    private final ClassLoader grader;

    public PolicyClassLoader(Map<String, byte[]> classes) {
        super("submission", ClassLoader.getPlatformClassLoader());
        this.classes = Map.copyOf(classes);
        this.grader = PolicyClassLoader.class.getClassLoader();
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                if (classes.containsKey(name)) {
                    loaded = findClass(name);
                } else if (LearnerApiPackages.containsClass(name) || name.startsWith(SANDBOX_RUNTIME)) {
                    loaded = grader.loadClass(name);
                } else {
                    loaded = getParent().loadClass(name);
                }
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
