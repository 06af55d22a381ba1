package dev.docshape.storage.file.v1;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.storage.file.json.JsonPath;

import static dev.docshape.storage.file.v1.Values.build;
import static dev.docshape.storage.file.v1.Values.requireText;

/** Reads and writes the optional {@code "order"} member of mappings and read patterns (docs/file-format.md). */
final class OrderValues {
    private OrderValues() {
    }

    /** The order at {@code path}, or null when the member is absent. */
    static Ordering read(OrderDto dto, JsonPath path) {
        if (dto == null) return null;
        String field = requireText(dto.field(), path, "field");
        Ordering.Direction direction = dto.direction() == null ? Ordering.Direction.DESCENDING
                : KebabNames.parse(dto.direction(), Ordering.Direction.class, path.field("direction"), "order direction");
        return build(path, () -> new Ordering(field, direction));
    }

    static OrderDto write(Ordering order) {
        return order == null ? null : new OrderDto(order.field(), KebabNames.of(order.direction()));
    }
}
