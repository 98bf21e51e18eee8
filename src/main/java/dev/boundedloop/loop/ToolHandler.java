package dev.boundedloop.loop;

import java.util.Map;

/** The business logic of one tool. It only ever sees arguments its schema has validated. */
@FunctionalInterface
public interface ToolHandler {

    /**
     * Runs the tool.
     *
     * @param arguments validated, immutable JSON arguments
     * @return a JSON value (Map, List, String, Integer, Long, Double, Boolean or null)
     * @throws ToolRefusal when the tool declines the request, for example a quantity the shop does not need
     */
    Object handle(Map<String, Object> arguments) throws ToolRefusal;
}
