package dev.docshape.model.validate;

import dev.docshape.model.Project;
import dev.docshape.model.seeds.SeedScenarios;
import dev.docshape.model.testing.Library;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SeedsValidationTest {
    @Test
    void seedScenariosAndTheLibraryHaveNoErrors() {
        List<Project> projects = new ArrayList<>(SeedScenarios.all());
        projects.add(Library.project());
        for (Project project : projects) {
            List<Problem> problems = ModelValidator.validate(project);
            assertEquals(List.of(), problems.stream().filter(Problem::isError).toList(), project.name());
        }
    }
}
