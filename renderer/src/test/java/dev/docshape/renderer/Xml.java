package dev.docshape.renderer;

import org.w3c.dom.Document;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

/** Parses SVG as a strict XML parser would, without fetching the SVG DTD from the network. */
final class Xml {
    private Xml() {
    }

    static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    /** {@code "103px"}, {@code "103pt"} or {@code "103"} as a number. */
    static double pixels(String length) {
        return Double.parseDouble(length.replaceAll("(px|pt)$", ""));
    }
}
