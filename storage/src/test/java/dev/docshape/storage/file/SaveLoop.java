package dev.docshape.storage.file;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The child process of {@link CrashSafetyTest}: saves version 1, 2, 3 ... of a project to the file
 * named by its argument, forever, printing "saved N" after each save, until it is killed.
 */
public final class SaveLoop {

    private SaveLoop() {
    }

    /** Version {@code n} of a project large enough (about 200 KB) that a kill often lands inside a save. */
    static Project version(int n) {
        Project base = SampleProjects.everything();
        List<Entity> entities = new ArrayList<>(base.model().entities());
        for (int i = 0; i < 300; i++) {
            entities.add(Entity.of("extra" + i, "Extra entity " + i + " of version " + n, List.of(
                    Field.string("title", 40), Field.of("createdAt", FieldType.DATE), Field.array("tags", FieldType.STRING, 3)),
                    1000L * i + n));
        }
        return new Project(base.name(), "version " + n, base.model().withEntities(entities), base.designs(), base.activeDesign());
    }

    /** The version number a saved project says it is. */
    static int versionOf(Project project) {
        return Integer.parseInt(project.description().substring("version ".length()));
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int first = Integer.parseInt(args[1]);
        for (int n = first; ; n++) {
            ProjectFiles.save(version(n), file);
            System.out.println("saved " + n);
            System.out.flush();
        }
    }
}
