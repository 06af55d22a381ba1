package dev.docshape.app.designer.files;

import dev.docshape.storage.file.AtomicFileWriter;

import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * The few things the designer remembers between starts: the last project, recent files, the
 * theme, the window's place, the side panel's width, the choices made last (export folder, languages). Kept in
 * {@code settings.properties} in the DocShape home folder (the platform's folder for application
 * settings, see {@link SettingsLocation}, or the folder named by the system property
 * {@value #HOME_PROPERTY}, which tests point at a temporary folder).
 */
public final class Settings {
    public static final String HOME_PROPERTY = "docshape.home";
    public static final int MAX_RECENT = 8;
    static final String FILE_NAME = "settings.properties";

    private static final String LAST_PROJECT = "lastProject";
    private static final String RECENT = "recent.";
    private static final String THEME = "theme";
    private static final String SNAP = "snapToGrid";
    private static final String SIDE_PANEL_WIDTH = "sidePanelWidth";
    private static final String CHOICE = "choice.";
    private static final String WINDOW = "window";

    private final Path home;
    private final Properties values = new Properties();

    private Settings(Path home) {
        this.home = home;
    }

    /**
     * The DocShape home folder: the system property if set, otherwise the platform's folder for
     * application settings ({@link SettingsLocation}), with the settings of the old
     * {@code ~/.docshape} copied into it the first time.
     */
    public static Path defaultHome() {
        String configured = System.getProperty(HOME_PROPERTY);
        if (configured != null && !configured.isBlank()) return Path.of(configured);
        Path home = SettingsLocation.current();
        SettingsLocation.migrate(Path.of(System.getProperty("user.home"), SettingsLocation.OLD_FOLDER), home);
        return home;
    }

    /** Reads the settings in {@code home}; a missing or unreadable file gives empty settings. */
    public static Settings load(Path home) {
        Settings settings = new Settings(home);
        Path file = settings.file();
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                settings.values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                settings.values.clear();
            }
        }
        return settings;
    }

    public Path home() {
        return home;
    }

    public Path file() {
        return home.resolve(FILE_NAME);
    }

    public Optional<Path> lastProject() {
        String value = values.getProperty(LAST_PROJECT, "");
        return value.isBlank() ? Optional.empty() : Optional.of(Path.of(value));
    }

    /** Remembers the project the user works on (null: the work is not saved in a file). */
    public void rememberProject(Path file) {
        values.setProperty(LAST_PROJECT, file == null ? "" : file.toAbsolutePath().toString());
        if (file != null) addRecent(file);
        save();
    }

    public List<Path> recentFiles() {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < MAX_RECENT; i++) {
            String value = values.getProperty(RECENT + i);
            if (value != null && !value.isBlank()) files.add(Path.of(value));
        }
        return files;
    }

    private void addRecent(Path file) {
        List<Path> files = recentFiles();
        Path absolute = file.toAbsolutePath();
        files.remove(absolute);
        files.add(0, absolute);
        for (int i = 0; i < MAX_RECENT; i++) {
            if (i < files.size()) values.setProperty(RECENT + i, files.get(i).toString());
            else values.remove(RECENT + i);
        }
    }

    public String theme() {
        return values.getProperty(THEME, "");
    }

    public void setTheme(String theme) {
        values.setProperty(THEME, theme);
        save();
    }

    public boolean snapToGrid() {
        return Boolean.parseBoolean(values.getProperty(SNAP, "true"));
    }

    public void setSnapToGrid(boolean snap) {
        values.setProperty(SNAP, Boolean.toString(snap));
        save();
    }

    /** The side panel's width the user chose by dragging the divider; empty until then (or when unreadable). */
    public java.util.OptionalDouble sidePanelWidth() {
        try {
            double width = Double.parseDouble(values.getProperty(SIDE_PANEL_WIDTH, ""));
            return Double.isFinite(width) && width > 0 ? java.util.OptionalDouble.of(width) : java.util.OptionalDouble.empty();
        } catch (NumberFormatException e) {
            return java.util.OptionalDouble.empty();
        }
    }

    public void setSidePanelWidth(double width) {
        if (!Double.isFinite(width) || width <= 0) throw new IllegalArgumentException("side panel width must be positive: " + width);
        values.setProperty(SIDE_PANEL_WIDTH, Long.toString(Math.round(width)));
        save();
    }

    /** The window's place when it was last closed; empty until then (or when unreadable). */
    public Optional<Place> window() {
        String[] parts = values.getProperty(WINDOW, "").split(",");
        if (parts.length != 5) return Optional.empty();
        try {
            double[] at = new double[4];
            for (int i = 0; i < 4; i++) at[i] = Double.parseDouble(parts[i].trim());
            for (double v : at) if (!Double.isFinite(v)) return Optional.empty();
            if (at[2] <= 0 || at[3] <= 0) return Optional.empty();
            return Optional.of(new Place(at[0], at[1], at[2], at[3], Boolean.parseBoolean(parts[4].trim())));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Keeps the window's place; the file is written only when it differs from the place kept before. */
    public void setWindow(Place place) {
        String value = Math.round(place.x()) + "," + Math.round(place.y()) + "," + Math.round(place.width()) + ","
                + Math.round(place.height()) + "," + place.maximized();
        if (value.equals(values.getProperty(WINDOW))) return;
        values.setProperty(WINDOW, value);
        save();
    }

    /**
     * A window's place on the desktop: its frame's corner and size as it was last before being maximized (what it
     * goes back to), and whether it was maximized.
     */
    public record Place(double x, double y, double width, double height, boolean maximized) {
        public Place {
            if (!(width > 0 && height > 0)) throw new IllegalArgumentException("a window's size must be positive: " + width + " x " + height);
        }
    }

    /** A remembered choice ({@code queries.language}), or {@code fallback} when none is remembered. */
    public String choice(String key, String fallback) {
        String value = values.getProperty(CHOICE + key, "");
        return value.isBlank() ? fallback : value;
    }

    public void setChoice(String key, String value) {
        values.setProperty(CHOICE + key, value == null ? "" : value);
        save();
    }

    /**
     * Writes the settings atomically ({@link AtomicFileWriter}), so that a crash or a second window writing at the same
     * moment never leaves a half-written file (the window's place is written while the user works, 0548).
     */
    private void save() {
        try {
            makeHome();
            StringWriter text = new StringWriter();
            values.store(text, "DocShape designer settings");
            AtomicFileWriter.write(file(), text.toString().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // Forgetting a setting must never stop the user's work; say so, in words, and carry on.
            System.err.println("docshape: the settings were not saved: " + e.getMessage());
        }
    }

    private void makeHome() throws IOException {
        try {
            Files.createDirectories(home);
        } catch (IOException e) {
            Path inTheWay = home;
            while (inTheWay != null && !Files.isRegularFile(inTheWay)) inTheWay = inTheWay.getParent();
            throw new IOException("the folder " + home + " cannot be made: " + (inTheWay != null ? "the file " + inTheWay
                    + " is in the way" : e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : "refused"), e);
        }
    }
}
