package dev.boundedloop.grader.workers;

import java.util.List;
import java.util.Map;

/**
 * Whether two JSON-shaped values are written as the same JSON text by the worker protocol's mapper,
 * which sorts map keys and writes an Integer and a Long of equal value alike. Anything it is not
 * sure of counts as different, which only costs sending a value whole. Containers count only when
 * the JDK or the grader defines their class, so the comparison never calls a learner's method.
 */
final class SameJson {

    private static final ClassLoader GRADER = SameJson.class.getClassLoader();

    private SameJson() {}

    static boolean same(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        if (a instanceof String || a instanceof Boolean) {
            return a.equals(b);
        }
        if (isIntegral(a)) {
            return isIntegral(b) && ((Number) a).longValue() == ((Number) b).longValue();
        }
        if (a instanceof Double) {
            return a.equals(b);
        }
        if (a instanceof Map<?, ?> left && b instanceof Map<?, ?> right && trusted(a) && trusted(b)) {
            return sameMaps(left, right);
        }
        if (a instanceof List<?> left && b instanceof List<?> right && trusted(a) && trusted(b)) {
            return sameLists(left, right);
        }
        return false;
    }

    private static boolean sameMaps(Map<?, ?> left, Map<?, ?> right) {
        if (left.size() != right.size()) {
            return false;
        }
        for (Map.Entry<?, ?> entry : left.entrySet()) {
            Object key = entry.getKey();
            if (!(key instanceof String)) {
                return false;
            }
            Object other = right.get(key);
            if (!same(entry.getValue(), other) || other == null && !right.containsKey(key)) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameLists(List<?> left, List<?> right) {
        if (left.size() != right.size()) {
            return false;
        }
        for (int i = 0; i < left.size(); i++) {
            if (!same(left.get(i), right.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIntegral(Object value) {
        return value instanceof Integer || value instanceof Long;
    }

    private static boolean trusted(Object container) {
        ClassLoader loader = container.getClass().getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader() || loader == GRADER;
    }
}
