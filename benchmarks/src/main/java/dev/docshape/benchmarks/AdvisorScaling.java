package dev.docshape.benchmarks;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.imports.sql.SqlImport;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * How the advisor's cost grows with the model: one {@link Advisor#advise} of the synthetic model
 * (n entities, 2n relationships, 2n/5 patterns, seed 1) at each size, timed as CPU time of the
 * working thread (wall time means nothing on a loaded machine). Prints per size the median of the
 * runs and the CPU per entity, which stays flat when the advice grows linearly.
 *
 * <p>With {@code -Dbench.shape=import}: the relational design of an imported schema instead (the DDL
 * {@link ImportBenchmark} writes, n tables: one collection per table, every foreign key referenced, about
 * one suggestion per table), advised for MongoDB as {@code import sql} does.
 *
 * <p>Run: {@code ./mvnw -B -q -Pbench -pl benchmarks -am verify -DskipTests -Dbench.advisor.scaling}
 * ({@code -Dbench.sizes=500,1000,2000,5000 -Dbench.runs=3 -Dbench.shape=synthetic|import}).
 */
public final class AdvisorScaling {
    private AdvisorScaling() {
    }

    public static void main(String[] args) throws ImportException {
        int[] sizes = Arrays.stream(System.getProperty("bench.sizes", "500,1000,2000,5000").split(","))
                .mapToInt(s -> Integer.parseInt(s.trim())).toArray();
        int runs = Integer.getInteger("bench.runs", 3);
        if ("import".equals(System.getProperty("bench.shape"))) {
            imported(sizes, runs);
            return;
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        // warm-up on a small model, so the first size does not carry the JIT's start
        Project warm = SyntheticModels.generate(200, 400, 80, 2);
        for (int i = 0; i < 3; i++) Advisor.advise(warm.model(), warm.active(), Profile.cosmos());
        for (int n : sizes) {
            Project project = SyntheticModels.generate(n, n * 2, n * 2 / 5, 1);
            long[] cpu = new long[runs];
            int findings = 0;
            for (int run = 0; run < runs; run++) {
                long start = threads.getCurrentThreadCpuTime();
                findings = Advisor.advise(project.model(), project.active(), Profile.cosmos()).size();
                cpu[run] = threads.getCurrentThreadCpuTime() - start;
            }
            Arrays.sort(cpu);
            double median = cpu[runs / 2] / 1e6;
            System.out.printf(Locale.ROOT, "advise %,d entities (%,d relationships, %,d patterns): %,d findings, "
                            + "CPU median %,.0f ms (min %,.0f, max %,.0f) = %.1f us per entity%n",
                    n, n * 2, n * 2 / 5, findings, median, cpu[0] / 1e6, cpu[runs - 1] / 1e6, median * 1000 / n);
        }
    }

    private static void imported(int[] sizes, int runs) throws ImportException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        Project warm = SqlImport.fromText(ImportBenchmark.ddl(200), "warm.sql", "warm").project();
        for (int i = 0; i < 3; i++) Advisor.advise(warm.model(), relational(warm), Profile.mongodb());
        for (int n : sizes) {
            Project project = SqlImport.fromText(ImportBenchmark.ddl(n), "tables.sql", "tables").project();
            DataModel model = project.model();
            Design design = relational(project);
            long[] cpu = new long[runs];
            int findings = 0;
            for (int run = 0; run < runs; run++) {
                long start = threads.getCurrentThreadCpuTime();
                findings = Advisor.advise(model, design, Profile.mongodb()).size();
                cpu[run] = threads.getCurrentThreadCpuTime() - start;
            }
            Arrays.sort(cpu);
            double median = cpu[runs / 2] / 1e6;
            System.out.printf(Locale.ROOT, "advise imported %,d tables (%,d relationships, %,d patterns): %,d findings, "
                            + "CPU median %,.0f ms (min %,.0f, max %,.0f) = %.1f us per table%n",
                    n, model.relationships().size(), model.patterns().size(), findings, median, cpu[0] / 1e6,
                    cpu[runs - 1] / 1e6, median * 1000 / n);
        }
    }

    private static Design relational(Project project) {
        return project.designs().stream().filter(d -> d.name().equals(SqlImport.RELATIONAL)).findFirst().orElseThrow();
    }
}
