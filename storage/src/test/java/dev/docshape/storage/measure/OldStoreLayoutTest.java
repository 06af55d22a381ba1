package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.store.StoreException;
import dev.docshape.storage.store.StoredCollection;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A store that keeps co-located collections in tables of their own (store format 1) is not measured
 * as if it were the database: measure asks for the sample data again, naming the collections.
 */
class OldStoreLayoutTest {

    @Test
    void coLocatedCollectionsKeptApartAskForNewSampleData() throws Exception {
        Project shop = ProjectFiles.load(Path.of(getClass().getResource("/workloads/shop-co-located.docshape").toURI()));
        Design design = shop.design("co-located").orElseThrow();
        Projection projection = Projector.project(shop.model(), design);
        CoLocations coLocations = CoLocations.of(shop.model(), design, projection);
        List<StoredCollection> formatOne = projection.collections().stream()
                .map(c -> new StoredCollection(c.name(), "t_" + c.name(), 1, List.of())).toList();
        StoreException e = assertThrows(StoreException.class, () -> Measurer.requireContainers(coLocations, formatOne, design));
        assertEquals("the sample store keeps Order, OrderLine in tables of their own, while design 'co-located' stores them"
                + " in one collection 'Order' (the store was written by an older DocShape or for another grouping): generate the"
                + " sample data again", e.getMessage());
    }
}
