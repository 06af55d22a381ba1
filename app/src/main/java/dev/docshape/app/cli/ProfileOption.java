package dev.docshape.app.cli;

import dev.docshape.model.profile.Profile;
import picocli.CommandLine.Option;

/** {@code --profile mongodb|cosmos}: the target database of a command's numbers. */
final class ProfileOption {

    @Option(names = "--profile", paramLabel = "PROFILE", defaultValue = "mongodb",
            description = "Target database: mongodb or cosmos (default: ${DEFAULT-VALUE}).")
    ProfileChoice choice;

    Profile profile() {
        return choice.profile();
    }
}
