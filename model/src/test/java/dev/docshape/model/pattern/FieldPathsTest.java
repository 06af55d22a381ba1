package dev.docshape.model.pattern;

import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Placement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Whether copies holding some fields serve a read naming others: a field nested in a copied one is held, a field
 * enclosing a copied one is not, nor is a field whose name merely starts alike (decision 0563).
 */
class FieldPathsTest {
    @ParameterizedTest(name = "{0} held in [{1}]: {2}")
    @CsvSource(delimiter = ';', value = {
            "address; address; true",
            "address.city; address; true",
            "address.geo.lat; address; true",
            "address.geo.lat; address.geo; true",
            "address; address.city; false",
            "address.street; address.city; false",
            "addressLine; address; false",
            "address.city; addressLine, name; false",
            "name; address, name; true"})
    void aFieldIsHeldWhereItOrAFieldEnclosingItIs(String field, String held, boolean expected) {
        assertEquals(expected, FieldPaths.heldIn(field, names(held)));
    }

    @ParameterizedTest(name = "[{0}] from copies of [{1}]: {2}")
    @CsvSource(delimiter = ';', value = {
            "address.city; address; true",
            "id, address.city; address; true",
            "address; address.city; false",
            "address.city, name; address; false",
            "address.city, address.street; address.city, address.street; true"})
    void anIncludeIsServedByCopiesHoldingEveryFieldItNames(String fields, String copied, boolean expected) {
        Include inc = new Include("customer-orders", names(fields), 0, List.of());
        assertEquals(expected, inc.servedByCopies(new ExtendedReference(Holder.CHILD, names(copied))));
    }

    @Test
    void noCopiesServeAnIncludeOfWholeDocumentsOrGoingFurtherOrAPlainReference() {
        ExtendedReference address = new ExtendedReference(Holder.CHILD, List.of("address"));
        assertFalse(Include.of("customer-orders").servedByCopies(address), "whole documents");
        Include further = new Include("customer-orders", List.of("address.city"), 0, List.of(Include.of("customer-reviews")));
        assertFalse(further.servedByCopies(address), "an include going on from the customer");
        Include city = new Include("customer-orders", List.of("address.city"), 0, List.of());
        assertFalse(city.servedByCopies(new Reference(Placement.CHILD_HOLDS_PARENT_ID)), "a reference copies nothing");
    }

    private static List<String> names(String list) {
        return Arrays.stream(list.split(",")).map(String::trim).toList();
    }
}
