import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws the DocShape icon and writes it in every format the installers need.
 *
 * <p>Run with the JDK's source launcher (no build step): {@code java IconGenerator.java OUTPUT_DIR}.
 * The icon is described once, as a few shapes on a 256 x 256 grid; the same shapes are painted
 * with Java2D (PNG, and the PNGs inside the Windows {@code .ico} and macOS {@code .icns}) and
 * written as SVG, so the vector and raster versions cannot drift apart.
 *
 * <p>The picture: a document (white card) holding two fields and an embedded sub-document
 * (orange), linked by a reference (teal) to a second, separate document.
 */
public final class IconGenerator {

    private static final double GRID = 256;

    private static final Color BACKGROUND_TOP = new Color(0x2B, 0x5C, 0x9E);
    private static final Color BACKGROUND_BOTTOM = new Color(0x17, 0x2F, 0x55);
    private static final Color CARD = Color.WHITE;
    private static final Color FIELD = new Color(0xB8, 0xC9, 0xE0);
    private static final Color EMBEDDED = new Color(0xF5, 0xA6, 0x23);
    private static final Color REFERENCE = new Color(0x4F, 0xD1, 0xC5);

    /** One shape of the icon, in grid units; knows how to paint itself and how to write itself as SVG. */
    private interface Shape {
        void paint(Graphics2D g);

        String svg();
    }

    private record Box(double x, double y, double w, double h, double radius, Color fill) implements Shape {
        public void paint(Graphics2D g) {
            g.setColor(fill);
            g.fill(new RoundRectangle2D.Double(x, y, w, h, 2 * radius, 2 * radius));
        }

        public String svg() {
            return String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" rx=\"%s\" fill=\"%s\"/>",
                    n(x), n(y), n(w), n(h), n(radius), hex(fill));
        }
    }

    private record Background(double inset, double radius) implements Shape {
        public void paint(Graphics2D g) {
            g.setPaint(new GradientPaint(0, (float) inset, BACKGROUND_TOP, 0, (float) (GRID - inset), BACKGROUND_BOTTOM));
            double size = GRID - 2 * inset;
            g.fill(new RoundRectangle2D.Double(inset, inset, size, size, 2 * radius, 2 * radius));
        }

        public String svg() {
            double size = GRID - 2 * inset;
            return String.format(Locale.ROOT,
                    "<defs><linearGradient id=\"bg\" x1=\"0\" y1=\"%s\" x2=\"0\" y2=\"%s\" gradientUnits=\"userSpaceOnUse\">"
                            + "<stop offset=\"0\" stop-color=\"%s\"/><stop offset=\"1\" stop-color=\"%s\"/></linearGradient></defs>"
                            + "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" rx=\"%s\" fill=\"url(#bg)\"/>",
                    n(inset), n(GRID - inset), hex(BACKGROUND_TOP), hex(BACKGROUND_BOTTOM),
                    n(inset), n(inset), n(size), n(size), n(radius));
        }
    }

    /** A polyline with round ends, drawn as a stroke. */
    private record Link(double width, Color color, double... points) implements Shape {
        public void paint(Graphics2D g) {
            Path2D.Double path = new Path2D.Double();
            path.moveTo(points[0], points[1]);
            for (int i = 2; i < points.length; i += 2) {
                path.lineTo(points[i], points[i + 1]);
            }
            g.setColor(color);
            g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.draw(path);
        }

        public String svg() {
            StringBuilder coordinates = new StringBuilder();
            for (int i = 0; i < points.length; i += 2) {
                if (i > 0) coordinates.append(' ');
                coordinates.append(n(points[i])).append(',').append(n(points[i + 1]));
            }
            return String.format(Locale.ROOT,
                    "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%s\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
                    coordinates, hex(color), n(width));
        }
    }

    private record Dot(double cx, double cy, double r, Color fill) implements Shape {
        public void paint(Graphics2D g) {
            g.setColor(fill);
            g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
        }

        public String svg() {
            return String.format(Locale.ROOT, "<circle cx=\"%s\" cy=\"%s\" r=\"%s\" fill=\"%s\"/>", n(cx), n(cy), n(r), hex(fill));
        }
    }

    /** The icon, back to front. */
    private static final List<Shape> ICON = List.of(
            new Background(12, 48),
            // the reference, drawn first so the cards cover its ends
            new Link(12, REFERENCE, 140, 78, 190, 78, 190, 150),
            new Box(44, 40, 104, 176, 14, CARD),
            new Box(60, 62, 72, 14, 7, FIELD),
            new Box(60, 88, 52, 14, 7, FIELD),
            new Box(58, 116, 76, 82, 10, EMBEDDED),
            new Box(70, 134, 52, 12, 6, CARD),
            new Box(70, 158, 36, 12, 6, CARD),
            new Box(160, 140, 60, 76, 12, CARD),
            new Box(172, 158, 36, 10, 5, FIELD),
            new Box(172, 178, 26, 10, 5, FIELD),
            new Dot(140, 78, 10, REFERENCE));

    private static final int[] PNG_SIZES = {16, 32, 48, 64, 128, 256, 512, 1024};

    /** Windows: sizes stored in the .ico (PNG entries, read by Windows Vista and newer). */
    private static final int[] ICO_SIZES = {16, 32, 48, 256};

    /** macOS: .icns element types that hold PNG data, by pixel size. */
    private static final Map<String, Integer> ICNS_TYPES = icnsTypes();

    private IconGenerator() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: java IconGenerator.java OUTPUT_DIR");
            System.exit(2);
        }
        Path out = Path.of(args[0]);
        Files.createDirectories(out);

        Map<Integer, byte[]> pngs = new LinkedHashMap<>();
        for (int size : PNG_SIZES) {
            pngs.put(size, png(render(size)));
        }
        Files.writeString(out.resolve("docshape.svg"), svg(), StandardCharsets.UTF_8);
        Files.write(out.resolve("docshape.png"), pngs.get(256));
        Files.write(out.resolve("docshape.ico"), ico(pngs));
        Files.write(out.resolve("docshape.icns"), icns(pngs));
        System.out.println("DocShape icons written to " + out.toAbsolutePath());
    }

    static BufferedImage render(int size) {
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.scale(size / GRID, size / GRID);
            for (Shape shape : ICON) {
                shape.paint(g);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    static String svg() {
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" viewBox=\"0 0 256 256\">\n");
        svg.append("  <title>DocShape</title>\n");
        for (Shape shape : ICON) {
            svg.append("  ").append(shape.svg()).append('\n');
        }
        return svg.append("</svg>\n").toString();
    }

    /** An ICO file: a directory of entries, each pointing at a whole PNG file. */
    static byte[] ico(Map<Integer, byte[]> pngs) {
        int headerSize = 6 + 16 * ICO_SIZES.length;
        int total = headerSize;
        for (int size : ICO_SIZES) total += pngs.get(size).length;
        ByteBuffer buffer = ByteBuffer.allocate(total).order(ByteOrder.LITTLE_ENDIAN);
        buffer.putShort((short) 0).putShort((short) 1).putShort((short) ICO_SIZES.length);
        int offset = headerSize;
        for (int size : ICO_SIZES) {
            byte[] data = pngs.get(size);
            buffer.put((byte) (size >= 256 ? 0 : size)).put((byte) (size >= 256 ? 0 : size)); // 0 means 256
            buffer.put((byte) 0).put((byte) 0);                 // no palette, reserved
            buffer.putShort((short) 1).putShort((short) 32);    // colour planes, bits per pixel
            buffer.putInt(data.length).putInt(offset);
            offset += data.length;
        }
        for (int size : ICO_SIZES) buffer.put(pngs.get(size));
        return buffer.array();
    }

    /** An ICNS file: "icns", total length, then (type, length, PNG data) elements; big-endian. */
    static byte[] icns(Map<Integer, byte[]> pngs) {
        int total = 8;
        for (int size : ICNS_TYPES.values()) total += 8 + pngs.get(size).length;
        ByteBuffer buffer = ByteBuffer.allocate(total).order(ByteOrder.BIG_ENDIAN);
        buffer.put("icns".getBytes(StandardCharsets.US_ASCII)).putInt(total);
        ICNS_TYPES.forEach((type, size) -> {
            byte[] data = pngs.get(size);
            buffer.put(type.getBytes(StandardCharsets.US_ASCII)).putInt(8 + data.length).put(data);
        });
        return buffer.array();
    }

    private static Map<String, Integer> icnsTypes() {
        Map<String, Integer> types = new LinkedHashMap<>();
        types.put("icp4", 16);
        types.put("icp5", 32);
        types.put("icp6", 64);
        types.put("ic07", 128);
        types.put("ic08", 256);
        types.put("ic09", 512);
        types.put("ic10", 1024); // 512 pt at 2x
        types.put("ic11", 32);   // 16 pt at 2x
        types.put("ic12", 64);   // 32 pt at 2x
        types.put("ic13", 256);  // 128 pt at 2x
        types.put("ic14", 512);  // 256 pt at 2x
        return types;
    }

    private static byte[] png(BufferedImage image) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ImageIO.write(image, "png", bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String n(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static String hex(Color color) {
        return String.format(Locale.ROOT, "#%02X%02X%02X", color.getRed(), color.getGreen(), color.getBlue());
    }
}
