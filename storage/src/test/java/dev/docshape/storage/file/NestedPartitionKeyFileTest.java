package dev.docshape.storage.file;

import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A partition key on a dotted path is saved and read back as written (docs/file-format.md "partition keys"). */
class NestedPartitionKeyFileTest {

    @Test
    void aDottedKeyTravelsThroughTheFile() throws Exception {
        Project shop = ProjectFiles.load(Path.of(getClass().getResource("/workloads/shop-co-located.docshape").toURI()));
        Design referenced = shop.design("referenced").orElseThrow().withPartitioning(new Partitioning(Map.of("line", "order.id"), 8));
        Project keyed = shop.withDesigns(List.of(referenced), "referenced");
        String json = ProjectJson.write(keyed);
        assertTrue(json.contains("\"line\" : \"order.id\"") || json.contains("\"line\": \"order.id\""), json);
        Project back = ProjectJson.read(json, "test");
        assertEquals("order.id", back.design("referenced").orElseThrow().partitioning().keyOf("line"));
        // the lines hold their order's id at the top (orderId), not in a copy: the path names the collection and fails
        assertTrue(ModelValidator.validate(back).stream().anyMatch(p -> p.message().startsWith(
                "the partition key 'order.id' of collection 'OrderLine' in design 'referenced' is not a path to a field of its documents")),
                ModelValidator.validate(back).toString());
    }
}
