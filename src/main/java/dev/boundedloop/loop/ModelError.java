package dev.boundedloop.loop;

/** A model attempt failed: a provider error, a timeout, an I/O failure or an exhausted script. */
public class ModelError extends Exception {

    private static final long serialVersionUID = 1L;

    public ModelError(String message) {
        super(message);
    }

    public ModelError(String message, Throwable cause) {
        super(message, cause);
    }
}
