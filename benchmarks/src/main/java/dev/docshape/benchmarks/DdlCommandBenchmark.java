package dev.docshape.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The cold command {@code docshape import sql tables-1000.sql --out x.docshape}, a new JVM each run,
 * alternating the launcher as it starts commands (start-up flags and class-data archive, decision
 * record 0192) with the JVM's defaults ({@code DOCSHAPE_CLI_JAVA_OPTS} set empty), so both see the
 * same machine load. Reports wall time and the CPU time of the command's process (user + system,
 * from {@code /proc/self/stat} of this process's waited-for children; Linux only).
 * Arguments: work folder, the {@code docshape} script, runs of each.
 */
public final class DdlCommandBenchmark {
    private DdlCommandBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path work = Files.createDirectories(Path.of(args[0]));
        Path script = Path.of(args[1]).toAbsolutePath();
        int runs = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Path ddl = ImportBenchmark.writeDdl(work);
        Path out = work.resolve("x.docshape");
        run(script, ddl, out, null); // builds if needed and makes the archive: not measured
        Map<Boolean, List<long[]>> figures = Map.of(true, new ArrayList<>(), false, new ArrayList<>());
        for (int i = 0; i < runs; i++) {
            for (boolean launcher : new boolean[] {false, true}) {
                long[] f = run(script, ddl, out, launcher ? null : "");
                figures.get(launcher).add(f);
                System.out.printf(Locale.ROOT, "  run %d, %-14s %,6d ms wall, %,6d ms CPU%n", i + 1,
                        launcher ? "launcher:" : "JVM defaults:", f[0], f[1]);
            }
        }
        System.out.printf(Locale.ROOT, "docshape import sql, 1,000 tables, cold, median of %d: JVM defaults %s; launcher %s%n",
                runs, median(figures.get(false)), median(figures.get(true)));
    }

    /** Wall and CPU milliseconds of one command; {@code cliOptions} null leaves the launcher's own. */
    private static long[] run(Path script, Path ddl, Path out, String cliOptions) throws IOException, InterruptedException {
        Files.deleteIfExists(out);
        ProcessBuilder pb = new ProcessBuilder(script.toString(), "import", "sql", ddl.toString(), "--out", out.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (cliOptions != null) pb.environment().put("DOCSHAPE_CLI_JAVA_OPTS", cliOptions);
        long cpu = childrenCpuMillis();
        long start = System.nanoTime();
        int status = pb.start().waitFor();
        long wall = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        if (status != 0) throw new IllegalStateException("docshape import sql failed with status " + status);
        return new long[] {wall, childrenCpuMillis() - cpu};
    }

    private static String median(List<long[]> runs) {
        long[] wall = runs.stream().mapToLong(f -> f[0]).sorted().toArray();
        long[] cpu = runs.stream().mapToLong(f -> f[1]).sorted().toArray();
        return String.format(Locale.ROOT, "%,d ms wall (%s), %,d ms CPU (%s)", wall[wall.length / 2], Arrays.toString(wall),
                cpu[cpu.length / 2], Arrays.toString(cpu));
    }

    /** User + system time of the finished children of this process (fields 16 and 17 of /proc/self/stat), or -1. */
    private static long childrenCpuMillis() throws IOException {
        Path stat = Path.of("/proc/self/stat");
        if (!Files.isReadable(stat)) return -1;
        String s = Files.readString(stat, StandardCharsets.US_ASCII);
        String[] fields = s.substring(s.lastIndexOf(')') + 2).split(" ");
        // fields[0] is field 3 (state): cutime is field 16, cstime field 17, in clock ticks (100 per second on Linux)
        return (Long.parseLong(fields[13]) + Long.parseLong(fields[14])) * 10;
    }
}
