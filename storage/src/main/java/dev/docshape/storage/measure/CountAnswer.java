package dev.docshape.storage.measure;

import java.util.List;

/**
 * What one count query a read sent answered, or the documents in hand held (decision 0405): {@code value} instances related
 * through {@code relationship} to the instances {@code ids} of {@code entity}, all of them together (decision 0397).
 */
public record CountAnswer(String relationship, String entity, List<String> ids, long value) {
    public CountAnswer {
        ids = List.copyOf(ids);
    }
}
