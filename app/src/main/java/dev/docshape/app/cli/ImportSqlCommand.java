package dev.docshape.app.cli;

import dev.docshape.storage.imports.sql.SqlDialect;
import dev.docshape.storage.imports.sql.SqlImport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;

/** {@code docshape import sql [--dialect D] FILE.sql --out NEW.docshape}. */
@Command(name = "sql", mixinStandardHelpOptions = true,
        description = "Make a model from a relational schema: CREATE TABLE scripts as pg_dump, mysqldump, SQL Server and "
                + "SQLite write them. Tables become entities, foreign keys relationships, join tables many-to-many. "
                + "The project gets two designs: relational (everything referenced) and suggested (the advisor's "
                + "suggestions applied). Statements that define no tables, or that cannot be read, are skipped and listed.")
final class ImportSqlCommand extends ImportingCommand {
    @Parameters(index = "0", paramLabel = "FILE.sql", description = "The DDL script.")
    Path file;

    @Option(names = "--dialect", paramLabel = "DIALECT", defaultValue = "auto",
            description = "The database the script was written for: auto (the default), mysql, postgresql, sqlserver or oracle. "
                    + "It decides how a backslash in a string literal reads (an escape in MySQL and MariaDB only); auto "
                    + "guesses MySQL from backticks, ENGINE=, AUTO_INCREMENT or /*! comments.")
    String dialect;

    @Override
    public Integer call() {
        SqlDialect said = CliException.parse("--dialect", SqlDialect::byLabel, dialect);
        SqlImport.Result result = output.run(spec, "statements", progress -> SqlImport.read(file, said, output.projectName(), progress));
        if (result == null) return SampleCommand.INTERRUPTED;
        output.write(spec, result.project());
        PrintWriter out = out();
        new ImportSummary(out).header(result.project(), output.out);
        out.println(String.format(Locale.ROOT, "Read %d tables.", result.tables()));
        if (!result.ignored().isEmpty()) {
            StringBuilder kinds = new StringBuilder();
            result.ignored().forEach((kind, n) -> kinds.append(kinds.length() == 0 ? "" : ", ").append(n).append(' ').append(kind));
            out.println("Passed over (no tables in them): " + ImportSummary.printable(kinds.toString()));
        }
        for (String s : result.skipped()) out.println("skipped: " + ImportSummary.printable(s));
        for (String n : result.notes()) out.println("note: " + ImportSummary.printable(n));
        out.flush();
        return ExitCodes.OK;
    }
}
