package dev.docshape.model;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LabelledTest {
    enum Size implements Labelled {
        SMALL("small"), EXTRA_LARGE("x-large");

        private final String label;

        Size(String label) {
            this.label = label;
        }

        @Override
        public String label() {
            return label;
        }
    }

    enum Single implements Labelled {
        ONE;

        @Override
        public String label() {
            return "one";
        }
    }

    @Test
    void aConstantIsFoundByItsLabelInAnyCaseAndNotByItsName() {
        assertEquals(Optional.of(Size.EXTRA_LARGE), Labelled.byLabel(Size.class, "X-Large"));
        assertEquals(Optional.empty(), Labelled.byLabel(Size.class, "EXTRA_LARGE"));
        assertEquals(Optional.empty(), Labelled.byLabel(Size.class, null));
    }

    @Test
    void theChoicesReadAsASentence() {
        assertEquals("small or x-large", Labelled.choices(Size.class));
        assertEquals("one", Labelled.choices(Single.class));
    }
}
