package dev.boundedloop.loop;

/**
 * The gate a consequential tool must pass before its handler runs. Without one, the dispatcher
 * refuses consequential tools with {@code write_authority_required}.
 */
@FunctionalInterface
public interface BeforeWrite {

    /**
     * Admits the call or refuses it.
     *
     * @param call the request, with validated arguments
     * @throws ToolRefusal to refuse; the model sees {@code tool_failed}
     */
    void admit(ToolCall call) throws ToolRefusal;
}
