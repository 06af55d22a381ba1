package dev.docshape.storage.imports.json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A {@code rides.json} as mongoexport writes it: rides whose pickup and drop-off hold a GeoJSON point
 * ({@code "type": "Point"} in every one), with a {@code schemaVersion} always 2 and a {@code shared} always false.
 */
public final class GeoJsonRides {
    private GeoJsonRides() {
    }

    /** Writes {@code n} rides into {@code folder}/rides.json. */
    public static Path write(Path folder, int n) throws IOException {
        StringBuilder rides = new StringBuilder();
        for (int i = 0; i < n; i++) {
            rides.append(String.format(Locale.ROOT, "{\"_id\":{\"$oid\":\"%024x\"},\"schemaVersion\":2,\"shared\":false,"
                    + "\"pickup\":{\"address\":\"Damrak %d\",\"location\":{\"type\":\"Point\",\"coordinates\":[4.9,52.3%d]}},"
                    + "\"dropoff\":{\"address\":\"Coolsingel %d\",\"location\":{\"type\":\"Point\",\"coordinates\":[4.4,51.9%d]}}}%n",
                    i + 1, i, i, i, i));
        }
        return Files.writeString(Files.createDirectories(folder).resolve("rides.json"), rides);
    }
}
