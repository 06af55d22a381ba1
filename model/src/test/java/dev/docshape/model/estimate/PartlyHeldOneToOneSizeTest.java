package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An embedded one-to-one that only some parents have (4 sites in 20 name a contact: 0.2 a site) sits in that share of
 * the documents, as the sample writes it, and counts that share of its key and object in the average size
 * (docs/counting-rules.md "Document sizes", decision 0542).
 */
class PartlyHeldOneToOneSizeTest {

    private static long siteBytes(Double contactsPerSite) {
        Entity site = Entity.of("site", "Site", List.of(Field.string("name", 12), Field.string("code", 4)), 20);
        Entity contact = Entity.of("contact", "Contact", List.of(Field.string("person", 14), Field.string("phone", 15)), 4);
        List<Relationship> relationships = contactsPerSite == null ? List.of()
                : List.of(new Relationship("site-contact", "site", "contact", "contact", "site", Cardinality.ONE_TO_ONE,
                        contactsPerSite, 1, 1, true, Volatility.STABLE));
        DataModel model = new DataModel(List.of(site, contact), relationships, List.of());
        Design design = contactsPerSite == null ? Design.named("d") : Design.named("d").withMapping("site-contact", Mapping.embed());
        return Estimator.estimate(model, design, Profile.mongodb()).collection("Site").orElseThrow().avgBytes();
    }

    @Test
    void aContactOneSiteInFiveHasCountsAFifthOfItsBytes() {
        long without = siteBytes(null);
        long everySite = siteBytes(1.0);
        assertEquals(without + 0.2 * (everySite - without), siteBytes(0.2), 1.0,
                "a site without a contact " + without + " bytes, with one " + everySite);
    }

    @Test
    void aOneToOneEveryParentHasCountsWhole() {
        assertEquals(siteBytes(1.0), siteBytes(1.5));
    }
}
