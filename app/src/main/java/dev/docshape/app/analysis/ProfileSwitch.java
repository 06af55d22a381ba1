package dev.docshape.app.analysis;

import dev.docshape.model.profile.Profile;
import javafx.beans.property.ObjectProperty;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;

/** Two joined buttons that switch the analysis between the MongoDB and the Cosmos DB profile. */
public final class ProfileSwitch extends HBox {

    public ProfileSwitch(ObjectProperty<Profile> profile, String idPrefix) {
        getStyleClass().add("segmented");
        ToggleGroup group = new ToggleGroup();
        ToggleButton mongo = Ui.toggle(idPrefix + "-mongodb", "MongoDB", group);
        ToggleButton cosmos = Ui.toggle(idPrefix + "-cosmos", "Cosmos DB", group);
        mongo.setUserData(Profile.mongodb());
        cosmos.setUserData(Profile.cosmos());
        mongo.getStyleClass().add("first");
        cosmos.getStyleClass().add("last");
        getChildren().addAll(mongo, cosmos);
        Runnable show = () -> group.selectToggle(profile.get().kind() == Profile.cosmos().kind() ? cosmos : mongo);
        show.run();
        profile.addListener((obs, old, now) -> show.run());
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                group.selectToggle(old); // one of the two is always on
            } else if (now.getUserData() != profile.get()) {
                profile.set((Profile) now.getUserData());
            }
        });
    }
}
