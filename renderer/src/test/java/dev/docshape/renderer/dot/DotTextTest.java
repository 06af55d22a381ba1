package dev.docshape.renderer.dot;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class DotTextTest {
    @Test
    void quotedEscapesQuotesBackslashesAndLineBreaks() {
        assertEquals("\"say \\\"hi\\\" \\\\ there\\nnext\"", DotText.quoted("say \"hi\" \\ there\r\nnext"));
    }

    @Test
    void htmlEscapesMarkupCharacters() {
        assertEquals("a &amp; b &lt;c&gt; &quot;d&quot;", DotText.html("a & b <c> \"d\""));
    }

    @Test
    void inchesAreSeventyTwoPoints() {
        assertEquals("2.5000", DotText.inches(180));
    }
}
