package dev.boundedloop.grader.sandbox;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Remembers package listings of the JDK and the learner API between compiles. Neither changes while
 * the grader runs, and javac lists the same packages (java.lang, dev.boundedloop.policy, ...) on
 * every compile, which walked the runtime image each time.
 */
final class ListingCache extends ForwardingJavaFileManager<JavaFileManager> {

    private record Listing(Location location, String packageName, Set<JavaFileObject.Kind> kinds, boolean recurse) {}

    private final Map<Listing, List<JavaFileObject>> listings = new ConcurrentHashMap<>();

    ListingCache(JavaFileManager delegate) {
        super(delegate);
    }

    @Override
    public Iterable<JavaFileObject> list(Location location, String packageName, Set<JavaFileObject.Kind> kinds,
            boolean recurse) throws IOException {
        if (location == StandardLocation.SOURCE_PATH || location.isOutputLocation()) {
            return super.list(location, packageName, kinds, recurse);
        }
        Listing key = new Listing(location, packageName, Set.copyOf(kinds), recurse);
        List<JavaFileObject> known = listings.get(key);
        if (known == null) {
            List<JavaFileObject> listed = new ArrayList<>();
            super.list(location, packageName, kinds, recurse).forEach(listed::add);
            known = List.copyOf(listed);
            listings.put(key, known);
        }
        return known;
    }
}
