package dev.docshape.app.cli;

import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.codegen.DocumentTypeLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** {@code docshape codegen FILE --lang mongoose|typescript|java|pydantic --out DIR}: types for the design's documents. */
@Command(name = "codegen", mixinStandardHelpOptions = true,
        description = "Write application code for every collection of the design: Mongoose schemas, TypeScript types, Java records or Pydantic models.")
final class CodegenCommand extends ProjectCommand {

    @Option(names = "--lang", paramLabel = "LANG", required = true, description = "mongoose, typescript, java or pydantic.")
    String lang;

    @Mixin
    OutFolderOption out;

    @Override
    public Integer call() {
        DocumentTypeLanguage language = CliException.parse("--lang", DocumentTypeLanguage::byLabel, lang);
        LoadedProject loaded = project.load();
        Projection projection = Projector.project(loaded.project().model(), loaded.design());
        Map<String, String> files = language.generate(loaded.project().name() + ", design " + loaded.design().name(),
                loaded.project().model(), projection);
        Path folder = out.folder;
        try {
            Files.createDirectories(folder);
            for (Map.Entry<String, String> f : files.entrySet()) Files.writeString(folder.resolve(f.getKey()), f.getValue());
        } catch (IOException e) {
            throw new CliException("cannot write to " + folder + ": " + e.getMessage(), e);
        }
        out().println("wrote " + files.size() + (files.size() == 1 ? " file" : " files") + " to " + folder);
        return ExitCodes.OK;
    }
}
