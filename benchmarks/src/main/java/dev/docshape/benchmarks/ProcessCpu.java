package dev.docshape.benchmarks;

import java.lang.management.ManagementFactory;

/** CPU time of this whole JVM: all threads, the work's, the JIT's and the collector's. */
final class ProcessCpu {
    private ProcessCpu() {
    }

    static long nanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
