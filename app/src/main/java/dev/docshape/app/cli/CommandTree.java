package dev.docshape.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line's tree of commands, built for the arguments given. Picocli reflects on every
 * command it is given before it parses anything, which for all of them costs about 0.1 s of CPU at
 * each start (decision record 0194). When the first argument names a command, only that command is
 * added; anything else (no command, an option, a misspelt name) gets them all, so help, usage
 * errors and suggestions stay what they were.
 */
final class CommandTree {
    private CommandTree() {
    }

    static CommandLine forArguments(String[] args) {
        CommandLine root = new CommandLine(new RootCommand());
        Class<?> named = args.length == 0 ? null : named(args[0]);
        for (Class<?> command : RootCommand.COMMANDS) {
            if (named == null || named == command) root.addSubcommand(command);
        }
        return root;
    }

    private static Class<?> named(String argument) {
        for (Class<?> command : RootCommand.COMMANDS) {
            Command annotation = command.getAnnotation(Command.class);
            if (annotation.name().equals(argument)) return command;
            for (String alias : annotation.aliases()) {
                if (alias.equals(argument)) return command;
            }
        }
        return null;
    }
}
