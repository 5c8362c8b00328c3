#!/usr/bin/env bash
# Runs LayoutSnap's libFuzzer targets (the Fuzz/ package) for a bounded time each.
#   bash scripts/fuzz.sh [SECONDS] [TARGET...]     default: 60 seconds for each of FuzzFixture, FuzzDocument, FuzzConstraints, FuzzPNG
# Seeds: the bundled fixtures, the project's Interface Builder documents (Fixtures/Documents and the test documents),
# Fuzz/Seeds/constraints and Fuzz/Seeds/png (small PNGs of every colour type). New inputs libFuzzer finds go to
# Fuzz/.build/corpus/<target> (kept between runs, never committed). Exits non-zero when a target crashes, leaks,
# times out (10 s on one input) or runs out of memory (4 GB); the reproducer is left in Fuzz/.build/crashes/.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(FuzzFixture FuzzDocument FuzzConstraints FuzzPNG)

flags=(-c debug -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
for target in "${targets[@]}"; do
    swift build "${flags[@]}" --product "$target"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

mkdir -p .build/crashes
# Leaks inside system libraries (FoundationXML's parse errors) are suppressed; every other leak fails the run.
export LSAN_OPTIONS="suppressions=$PWD/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
for target in "${targets[@]}"; do
    corpus=".build/corpus/$target"
    mkdir -p "$corpus"
    case "$target" in
        FuzzFixture) seeds=(../Fixtures) ;;
        FuzzDocument) seeds=(../Fixtures/Documents ../Tests/InterfaceBuilderTests/Documents) ;;
        FuzzConstraints) seeds=(Seeds/constraints) ;;
        FuzzPNG) seeds=(Seeds/png) ;;
        *) echo "unknown target $target" >&2; exit 2 ;;
    esac
    echo "== $target: ${seconds} s"
    log=".build/$target.log"
    if ! "$bin/$target" "$corpus" "${seeds[@]}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
        -max_len=65536 -artifact_prefix=".build/crashes/$target-" -print_final_stats=1 > "$log" 2>&1; then
        tail -60 "$log"
        echo "$target failed; the reproducer is in Fuzz/.build/crashes/" >&2
        exit 1
    fi
    grep -E "^#[0-9]+ +DONE|stat::number_of_executed_units|cov:" "$log" | tail -3
done
