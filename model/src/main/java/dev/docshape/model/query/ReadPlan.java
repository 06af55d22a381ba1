package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.CoLocations;

import java.util.List;

/**
 * One read pattern's batched plan as its steps are written from it ({@link ReadSteps}, {@link StepIds},
 * {@link ReadProjections}): the model and design, where things sit in the design's documents, its co-locations, the
 * estimate's requests in order, and the pattern.
 */
record ReadPlan(DataModel model, Design design, Locations where, CoLocations coLocations, List<Request> requests,
                ReadPattern pattern) {
    Request request(int index) {
        return requests.get(index);
    }

    /** The intent of the request {@code intent} follows; {@code intent} must follow one ({@code after() >= 0}). */
    Intent before(Intent intent) {
        return requests.get(intent.after()).intent();
    }
}
