package dev.docshape.app.cli;

import picocli.CommandLine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The version Maven wrote into {@code docshape-version.properties} at build time. */
public final class VersionProvider implements CommandLine.IVersionProvider {

    public static String version() {
        Properties properties = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/dev/docshape/app/docshape-version.properties")) {
            if (in != null) properties.load(in);
        } catch (IOException e) {
            return "unknown";
        }
        return properties.getProperty("version", "unknown");
    }

    @Override
    public String[] getVersion() {
        return new String[] {"DocShape " + version()};
    }
}
