package dev.docshape.app.cli;

import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.codegen.CodeLanguage;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code docshape codegen FILE --lang mongoose|typescript|java|pydantic --out DIR}: types for the design's documents. */
@Command(name = "codegen", mixinStandardHelpOptions = true,
        description = "Write application code for every collection of the design: Mongoose schemas, TypeScript types, Java records or Pydantic models.")
final class CodegenCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions project;

    @Option(names = "--lang", paramLabel = "LANG", required = true, description = "mongoose, typescript, java or pydantic.")
    String lang;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "The folder to write the files into (created when missing).")
    Path out;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        CodeLanguage language = CliException.parse("--lang", CodeLanguage::byLabel, lang);
        LoadedProject loaded = project.load();
        Projection projection = Projector.project(loaded.project().model(), loaded.design());
        Map<String, String> files = language.generate(loaded.project().name() + ", design " + loaded.design().name(),
                loaded.project().model(), projection);
        try {
            Files.createDirectories(out);
            for (Map.Entry<String, String> f : files.entrySet()) Files.writeString(out.resolve(f.getKey()), f.getValue());
        } catch (IOException e) {
            throw new CliException("cannot write to " + out + ": " + e.getMessage(), e);
        }
        spec.commandLine().getOut().println("wrote " + files.size() + (files.size() == 1 ? " file" : " files") + " to " + out);
        return ExitCodes.OK;
    }
}
