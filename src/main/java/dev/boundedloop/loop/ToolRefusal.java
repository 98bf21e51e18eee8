package dev.boundedloop.loop;

/** A tool or its gate declined a request. The model only sees {@code tool_failed}; the reason stays here. */
public class ToolRefusal extends Exception {

    private static final long serialVersionUID = 1L;

    public ToolRefusal(String message) {
        super(message);
    }
}
