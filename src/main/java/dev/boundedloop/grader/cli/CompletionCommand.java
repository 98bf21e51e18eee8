package dev.boundedloop.grader.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Prints the shell completion script, generated from the command line itself so it never goes stale. */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = "Prints a bash/zsh completion script for admission-grader.",
        footer = {"", "Use it in this shell:   source <(java -jar admission-grader.jar completion)",
            "(zsh: run 'autoload -U +X bashcompinit && bashcompinit' first.)"})
final class CompletionCommand implements Callable<Integer> {

    @Spec CommandSpec spec;

    @Override
    public Integer call() {
        CommandSpec root = spec.root();
        spec.commandLine().getOut().print(AutoComplete.bash(root.name(), root.commandLine()));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
