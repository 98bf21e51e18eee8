package dev.boundedloop.accounting;

/** Runs the tools a provider reply asks for. */
public interface Toolbox {

    /**
     * Runs one tool call.
     *
     * @throws ToolFailure when the tool refused or failed; the call still counts
     */
    void run(String tool) throws ToolFailure;
}
