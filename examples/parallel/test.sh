#!/usr/bin/env bash
# End-to-end test of the GNU parallel example: runs studies through
# shards.sh and checks that the merged reports are byte for byte those of
# a single process; that a shard killed mid-run leaves its range missing,
# the script refuses to report and names it, and running the same command
# again reruns only that shard; that shards stopped by --timeout keep
# partial summaries, which --partial reports with exit 3, naming the games
# missing; and that Ctrl-C leaves partial summaries that the merge
# refuses, naming the games missing, with exit 130 (and the report of what
# was played with --partial).
#
#   examples/parallel/test.sh
#
# Installs GNU parallel with apt-get if it is missing (as root). Ends with
# "parallel: N passed, M failed" and exits 1 if any check failed.
# PARALLEL_TEST_KEEP=1 keeps the temporary directory.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)

if ! command -v parallel >/dev/null; then
	echo "== installing GNU parallel"
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
		parallel >/dev/null || exit 1
fi

tmp=$(mktemp -d /tmp/aresim-parallel-test.XXXXXX) || exit 1
background=() # PIDs of runs started in the background
cleanup() {
	local status=$? pid
	trap - EXIT INT TERM
	for pid in "${background[@]}"; do
		kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
	done
	if [ -n "${PARALLEL_TEST_KEEP:-}" ]; then
		echo "parallel test: results kept in $tmp" >&2
	else
		rm -rf "$tmp"
	fi
	exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== building aresim"
aresim=$tmp/bin/aresim
(cd "$repo" && go build -o "$aresim" ./cmd/aresim) || exit 1
cd "$tmp" || exit 1

passed=0 failed=0 failures=()
# check NAME COMMAND...: one named check, passed when COMMAND succeeds.
check() {
	local name=$1
	shift
	if "$@"; then
		passed=$((passed + 1))
		echo "ok   $name"
	else
		failed=$((failed + 1))
		failures+=("$name")
		echo "FAIL $name"
	fi
}
is() { [ "$1" = "$2" ]; }
is_not() { [ "$1" != "$2" ]; }
empty() { [ ! -s "$1" ]; }
no_temp_files() { ! compgen -G "$1/.shard-*" >/dev/null; }
# names_range FILE LO HI: FILE names the game range [LO, HI), with LO and
# HI (or HI-1, for a closed range) each as a whole word.
names_range() { [ -n "$2" ] && grep -qw -- "$2" "$1" && grep -Eqw -- "$3|$(($3 - 1))" "$1"; }
# played_to SUMMARY prints where the first game range of a summary ends.
played_to() { tr -d ' \n' 2>/dev/null <"$1" | grep -o '"ranges":\[\[[0-9]*,[0-9]*' | cut -d, -f2; }
# until_true SECONDS COMMAND...: waits for COMMAND to succeed.
until_true() {
	local end=$((SECONDS + $1))
	shift
	until "$@" >/dev/null 2>&1; do
		[ $SECONDS -lt $end ] || return 1
		sleep 0.1
	done
}

echo "== Ares balance in 4 shards, merged as a table"
ares=(ares balance --games 4000 --seed 7)
bash "$here/shards.sh" --shards 4 --results ares -- "$aresim" "${ares[@]}" >ares.txt 2>ares.err
check "ares: shards.sh exits 0" is $? 0
"$aresim" "${ares[@]}" --format table >ares-single.txt
"$aresim" "${ares[@]}" --out ares-single.json >/dev/null
check "ares: the report is byte for byte the single-process one" cmp ares.txt ares-single.txt
check "ares: the merged summary is byte for byte the single-process one" cmp ares/merged.json ares-single.json
check "ares: no temporary summary is left" no_temp_files ares
bash "$here/shards.sh" --shards 8 --results ares -- "$aresim" "${ares[@]}" >/dev/null 2>ares-again.err
check "ares: a different run into the same directory is refused" is $? 2

echo "== Expedition balance in 4 shards, merged as CSV"
exp=(expedition balance --games 400 --seed 3)
bash "$here/shards.sh" --shards 4 --results exp --format csv -- "$aresim" "${exp[@]}" >exp.csv 2>exp.err
check "expedition: shards.sh exits 0" is $? 0
"$aresim" "${exp[@]}" --format csv >exp-single.csv
check "expedition: the CSV report is byte for byte the single-process one" cmp exp.csv exp-single.csv

for study in "crisis balance --games 160 --seed 5" "expedition ladder --bots random,heuristic --games 80 --seed 5"; do
	read -r -a argv <<<"$study"
	name=${argv[0]}-${argv[1]}
	echo "== $study in 4 shards, merged as a table"
	bash "$here/shards.sh" --shards 4 --results "$name" --format table -- "$aresim" "${argv[@]}" >"$name.txt" 2>"$name.err"
	check "$name: shards.sh exits 0" is $? 0
	"$aresim" "${argv[@]}" --format table >"$name-single.txt"
	check "$name: the report is byte for byte the single-process one" cmp "$name.txt" "$name-single.txt"
done

echo "== Ares balance in 4 shards, shard 2 killed, then the same command again"
killed=(ares balance --games 16000 --seed 13)
bash "$here/shards.sh" --shards 4 --jobs 2 --results killed -- "$aresim" "${killed[@]}" >killed.txt 2>killed.err &
run=$!
background+=("$run")
shard2() { pgrep -f -- "--shard 2/4 --out $tmp/killed/"; }
if until_true 60 shard2; then
	kill -KILL "$(shard2)"
fi
wait "$run"
status=$?
background=()
check "killed shard: shards.sh exits 1 (the merge refuses the set)" is "$status" 1
check "killed shard: no summary for shard 2" test ! -e killed/shard-2.json
check "killed shard: no report is printed" empty killed.txt
check "killed shard: the script names the missing shard 2/4" grep -q 'no summary for shard 2/4' killed.err
check "killed shard: shard 2 says it failed and wrote no summary" grep -q 'shard 2/4 failed (exit 137): no summary written' killed.err
check "killed shard: the merge names the missing games [8000, 12000)" names_range killed.err 8000 12000
inode0=$(stat -c %i killed/shard-0.json)
bash "$here/shards.sh" --shards 4 --jobs 2 --results killed -- "$aresim" "${killed[@]}" >killed-again.txt 2>killed-again.err
check "killed shard, run again: shards.sh exits 0" is $? 0
check "killed shard, run again: shard 0 was not played again" is "$(stat -c %i killed/shard-0.json)" "$inode0"
"$aresim" "${killed[@]}" --format table >killed-single.txt
check "killed shard, run again: the report is the single-process one" cmp killed-again.txt killed-single.txt

echo "== Ares balance in 2 shards of 50,000,000 games, --timeout 2s, --partial"
bash "$here/shards.sh" --shards 2 --jobs 2 --results timed --partial -- "$aresim" ares balance --games 100000000 --seed 19 --timeout 2s \
	>timed.txt 2>timed.err
check "timeout, --partial: shards.sh exits 3 (a partial result)" is $? 3
check "timeout: shard 0 keeps a partial summary (exit 3)" grep -q 'shard 0/2 stopped early (exit 3): partial summary' timed.err
check "timeout: shard 1 keeps a partial summary (exit 3)" grep -q 'shard 1/2 stopped early (exit 3): partial summary' timed.err
check "timeout: each shard's own line reaches stderr" is "$(grep -c 'PARTIAL: shard [01]/2 stopped by --timeout' timed.err)" 2
check "timeout, --partial: the report is marked PARTIAL" grep -q PARTIAL timed.txt
check "timeout, --partial: the report names the games missing from shard 0/2" \
	names_range timed.txt "$(played_to timed/shard-0.json)" 50000000
check "timeout, --partial: the report names the games missing from shard 1/2" \
	names_range timed.txt "$(played_to timed/shard-1.json)" 100000000

# ctrl_c DIR SECONDS [OPTIONS]: runs shards.sh in the background as in a
# terminal, with 2 shards of 50,000,000 games, and sends it Ctrl-C once
# both shards have played for SECONDS; sets status to its exit status.
ctrl_c() {
	local dir=$1 seconds=$2 run
	shift 2
	# A script started with & ignores SIGINT; env gives it back its
	# default, as in a terminal.
	# (aresim balance is the earlier form of aresim ares balance, which
	# scripts may still use.)
	setsid env --default-signal=INT bash "$here/shards.sh" --shards 2 --jobs 2 --results "$dir" "$@" -- \
		"$aresim" balance --games 100000000 --seed 17 >"$dir.txt" 2>"$dir.err" &
	run=$!
	background+=("$run")
	both_running() { [ "$(pgrep -c -f -- "--out $tmp/$dir/")" = 2 ]; }
	until_true 60 both_running
	sleep "$seconds"
	kill -INT -- "-$run" # a terminal's Ctrl-C: SIGINT to the whole process group
	wait "$run"
	status=$?
	background=()
}

echo "== Ares balance in 2 shards of 50,000,000 games, Ctrl-C after 2 seconds"
ctrl_c stopped 2
check "Ctrl-C: shards.sh exits 130" is "$status" 130
check "Ctrl-C: no report is printed" empty stopped.txt
check "Ctrl-C: shard 0 keeps a partial summary (exit 130)" grep -q 'shard 0/2 stopped early (exit 130)' stopped.err
check "Ctrl-C: shard 1 keeps a partial summary (exit 130)" grep -q 'shard 1/2 stopped early (exit 130)' stopped.err
check "Ctrl-C: the merge names the games missing from shard 0/2" \
	names_range stopped.err "$(played_to stopped/shard-0.json)" 50000000
check "Ctrl-C: the merge names the games missing from shard 1/2" \
	names_range stopped.err "$(played_to stopped/shard-1.json)" 100000000
check "Ctrl-C: each shard's own line reaches stderr" is "$(grep -c 'PARTIAL: shard [01]/2 interrupted' stopped.err)" 2

echo "== the same with --partial, Ctrl-C after 1 second"
ctrl_c stopped-partial 1 --partial
check "Ctrl-C, --partial: shards.sh exits 130" is "$status" 130
check "Ctrl-C, --partial: the report is marked PARTIAL" grep -q PARTIAL stopped-partial.txt
check "Ctrl-C, --partial: the report names the games missing from shard 1/2" \
	names_range stopped-partial.txt "$(played_to stopped-partial/shard-1.json)" 100000000

echo "== tests took ${SECONDS}s in all"
echo "parallel: $passed passed, $failed failed"
if [ "$failed" -gt 0 ]; then
	printf 'failed: %s\n' "${failures[@]}"
	exit 1
fi
