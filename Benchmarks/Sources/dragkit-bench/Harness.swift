import DragKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time consumed by this thread, in nanoseconds. Unlike wall-clock time it does not grow
/// when other processes preempt the benchmark, which on a shared 2-core machine is the larger
/// source of noise for operations longer than a scheduler time slice.
func threadCPUNanoseconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
}

/// How many samples to take and how many operations each timed sample holds.
struct Plan {
    var warmupSamples: Int
    var samples: Int
    /// Operations per timed sample (for cheap operations, so clock overhead vanishes).
    var batch: Int
}

struct Measurement {
    var scenario: String
    var size: Int
    var unit: String
    var medianNs: Double
    var p90Ns: Double
    /// Median thread CPU time per operation.
    var cpuMedianNs: Double
    var samples: Int
    var operations: Int
}

/// Keeps results alive so the optimizer cannot drop the work.
nonisolated(unsafe) var sink = 0

func nanoseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
}

/// Times `operation` on `engine`: `plan.warmupSamples` untimed samples, then `plan.samples`
/// timed ones of `plan.batch` operations each. `prepare` runs before every sample, untimed
/// (it resets state the operation consumed). Reports nanoseconds per operation.
func measure(
    _ scenario: String, size: Int, unit: String, plan: Plan, engine: inout DragEngine,
    prepare: (inout DragEngine, Int) -> Void = { _, _ in },
    operation: (inout DragEngine, Int) -> Int
) -> Measurement {
    let clock = ContinuousClock()
    var perOp: [Double] = []
    var cpuPerOp: [Double] = []
    perOp.reserveCapacity(plan.samples)
    cpuPerOp.reserveCapacity(plan.samples)
    var counter = 0
    for sample in 0..<(plan.warmupSamples + plan.samples) {
        prepare(&engine, sample)
        let cpuStart = threadCPUNanoseconds()
        let start = clock.now
        for _ in 0..<plan.batch {
            sink &+= operation(&engine, counter)
            counter += 1
        }
        let elapsed = clock.now - start
        let cpuElapsed = threadCPUNanoseconds() - cpuStart
        if sample >= plan.warmupSamples {
            perOp.append(nanoseconds(elapsed) / Double(plan.batch))
            cpuPerOp.append(cpuElapsed / Double(plan.batch))
        }
    }
    perOp.sort()
    cpuPerOp.sort()
    let median = perOp[perOp.count / 2]
    let p90 = perOp[min(perOp.count - 1, (perOp.count * 9) / 10)]
    return Measurement(
        scenario: scenario, size: size, unit: unit, medianNs: median, p90Ns: p90,
        cpuMedianNs: cpuPerOp[cpuPerOp.count / 2],
        samples: plan.samples, operations: plan.samples * plan.batch)
}

// MARK: - Formatting (no Foundation needed)

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let gap = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + gap : gap + text
}

func fixed(_ value: Double, _ decimals: Int) -> String {
    if !value.isFinite { return "-" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded()
    let whole = Int(rounded / scale)
    if decimals == 0 { return "\(whole)" }
    let fraction = Int(abs(rounded) - abs(Double(whole)) * scale)
    let digits = "\(fraction)"
    return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
}

func grouped(_ value: Int) -> String {
    let digits = Array("\(value)")
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
        out.append(digit)
    }
    return out
}

func printTable(_ results: [Measurement]) {
    let header = pad("scenario", 34, left: true) + pad("n", 9) + pad("median ns/op", 14) + pad("p90 ns/op", 14)
        + pad("cpu median", 14) + pad("samples×batch", 16)
    print(header)
    print(String(repeating: "-", count: header.count))
    for result in results {
        print(pad(result.scenario, 34, left: true) + pad(grouped(result.size), 9)
            + pad(grouped(Int(result.medianNs.rounded())), 14) + pad(grouped(Int(result.p90Ns.rounded())), 14)
            + pad(grouped(Int(result.cpuMedianNs.rounded())), 14)
            + pad("\(result.samples)×\(result.operations / max(result.samples, 1))", 16))
    }
}

/// For each scenario, the ratio of medians between consecutive sizes (×10 in n each step).
/// ≈1 means flat (O(1) or O(log n) with small constants), ≈10 means linear.
func printGrowth(_ results: [Measurement]) {
    var scenarios: [String] = []
    for result in results where !scenarios.contains(result.scenario) { scenarios.append(result.scenario) }
    print("")
    print("Growth of the median per 10× more n (≈1 flat, ≈1.2–1.4 logarithmic, ≈10 linear):")
    print(pad("", 34) + pad("wall-clock median", 30) + pad("thread CPU median", 30))
    print(pad("scenario", 34, left: true) + pad("1k→10k", 10) + pad("10k→100k", 10) + pad("1k→100k", 10)
        + pad("1k→10k", 10) + pad("10k→100k", 10) + pad("1k→100k", 10))
    for scenario in scenarios {
        let rows = results.filter { $0.scenario == scenario }.sorted { $0.size < $1.size }
        func ratio(_ from: Int, _ to: Int, cpu: Bool = false) -> String {
            guard let a = rows.first(where: { $0.size == from }), let b = rows.first(where: { $0.size == to }) else {
                return "-"
            }
            let (x, y) = cpu ? (a.cpuMedianNs, b.cpuMedianNs) : (a.medianNs, b.medianNs)
            return x > 0 ? "×" + fixed(y / x, 2) : "-"
        }
        print(pad(scenario, 34, left: true) + pad(ratio(1_000, 10_000), 10) + pad(ratio(10_000, 100_000), 10)
            + pad(ratio(1_000, 100_000), 10) + pad(ratio(1_000, 10_000, cpu: true), 10)
            + pad(ratio(10_000, 100_000, cpu: true), 10) + pad(ratio(1_000, 100_000, cpu: true), 10))
    }
}
