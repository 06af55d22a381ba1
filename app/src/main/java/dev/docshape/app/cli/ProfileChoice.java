package dev.docshape.app.cli;

import dev.docshape.model.profile.Profile;

/** The {@code --profile} values. */
enum ProfileChoice {
    MONGODB, COSMOS;

    Profile profile() {
        return this == MONGODB ? Profile.mongodb() : Profile.cosmos();
    }
}
