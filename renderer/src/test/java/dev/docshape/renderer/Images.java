package dev.docshape.renderer;

import java.awt.image.BufferedImage;

final class Images {
    private Images() {
    }

    /** True when every pixel has the colour of the top-left one. */
    static boolean isBlank(BufferedImage image) {
        int first = image.getRGB(0, 0);
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != first) return false;
            }
        }
        return true;
    }
}
