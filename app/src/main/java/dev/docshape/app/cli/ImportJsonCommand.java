package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.json.JsonImport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;

/** {@code docshape import json PATH... --out NEW.docshape}. */
@Command(name = "json", mixinStandardHelpOptions = true,
        description = "Infer a model from JSON documents: NDJSON, a JSON array, or mongoexport output (canonical or "
                + "relaxed Extended JSON); one file per collection (named after it) or a folder of them. Subdocuments "
                + "become embedded entities; fields whose values are another collection's _id values become references.")
final class ImportJsonCommand extends ImportingCommand {
    @Parameters(arity = "1..*", paramLabel = "PATH", description = "JSON files (.json, .ndjson, .jsonl, optionally .gz) or folders of them.")
    List<Path> paths;

    @Override
    public Integer call() {
        InferredSchema schema = output.run(spec, "bytes", progress -> JsonImport.infer(paths, progress));
        if (schema == null) return SampleCommand.INTERRUPTED;
        Project project = schema.toProject(output.projectName());
        output.write(spec, project);
        new ImportSummary(out()).print(project, output.out, schema);
        return ExitCodes.OK;
    }
}
