#!/usr/bin/env bash
# End-to-end test of the Slurm example on a one-node cluster that
# local-cluster.sh starts on this machine (munged, slurmctld and slurmd,
# on 127.0.0.1 only, everything in a temporary directory) and stops
# afterwards, every daemon by its PID, however the test ends. It submits
# studies with shard.sbatch, submit.sh and merge.sbatch, checks that the
# merged reports are byte for byte those of a single process, and that a
# task that fails, is cancelled or reaches its time limit leaves its range
# missing or partial and the merge refuses the set (exit 1), naming it,
# while a --partial merge prints the report, naming what is missing, and
# exits 3.
#
#   sudo examples/slurm/test.sh
#
# Needs root; installs slurm-wlm and munge with apt-get if they are
# missing. Ends with "slurm: N passed, M failed" and exits 1 if any check
# failed or a process was left running. LOCAL_CLUSTER_KEEP=1 keeps the
# temporary directory (logs, results); SLURM_TEST_TIMEOUT bounds the wait
# for the jobs (seconds, default 300).
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
if [ -z "${ARESIM_LOCAL_CLUSTER:-}" ]; then
	exec bash "$here/local-cluster.sh" bash "$here/test.sh" "$@"
fi
tmp=$ARESIM_LOCAL_CLUSTER
limit=${SLURM_TEST_TIMEOUT:-300} # seconds the jobs may take in all
# step says what the test does next, and when (seconds since it started).
step() { echo "== [test ${SECONDS}s] $*"; }

# until_true waits up to $1 seconds for the rest of its arguments to succeed.
until_true() {
	local end=$((SECONDS + $1))
	shift
	until "$@" >/dev/null 2>&1; do
		[ $SECONDS -lt $end ] || return 1
		sleep 0.2
	done
}

# listens_on_loopback_only: the daemons listen on their two ports, and on
# 127.0.0.1 alone.
listens_on_loopback_only() {
	local entry sockets="" want
	for entry in $ARESIM_LOCAL_CLUSTER_DAEMONS; do
		sockets+=$(ss -Hltnp | grep "pid=${entry#*:}," | awk '{print $4}')$'\n'
	done
	# shellcheck disable=SC2086 # two port numbers
	want=$(printf '127.0.0.1:%s\n' $ARESIM_LOCAL_CLUSTER_PORTS | sort)
	[ "$(grep . <<<"$sockets" | sort)" = "$want" ]
}
step "building aresim"
aresim=$tmp/bin/aresim
mkdir -p "$tmp/bin" "$tmp/work"
(cd "$repo" && go build -o "$aresim" ./cmd/aresim) || exit 1

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
deadline=$((SECONDS + limit))
# wait_jobs ID...: waits until none of the jobs is pending or running.
wait_jobs() {
	local ids
	ids=$(IFS=,; echo "$*")
	while [ -n "$(squeue -h -j "$ids" -o %i 2>/dev/null)" ]; do
		if [ $SECONDS -ge $deadline ]; then
			echo "slurm test: jobs $ids still running after ${limit}s:" >&2
			squeue >&2
			return 1
		fi
		sleep 0.5
	done
}
job_field() { scontrol show job -o "$1" 2>/dev/null | grep -o "\b$2=[^ ]*" | head -n 1 | cut -d= -f2; }
exit_code() { local c; c=$(job_field "$1" ExitCode); echo "${c%%:*}"; }
state() { job_field "$1" JobState; }
is() { [ "$1" = "$2" ]; }
is_not() { [ "$1" != "$2" ]; }
no_file() { [ ! -e "$1" ]; }
no_temp_files() { ! compgen -G "$1/.shard-*" >/dev/null; }
empty() { [ ! -s "$1" ]; }
fails() { ! "$@" 2>/dev/null; }
# names_range FILE... LO HI: the files name the game range [LO, HI), with
# LO and HI (or HI-1, for a closed range) each as a whole word.
names_range() {
	local hi=${*: -1} lo=${*: -2:1}
	local files=("${@:1:$#-2}")
	[ -n "$lo" ] && grep -qw -- "$lo" "${files[@]}" && grep -Eqw -- "$hi|$((hi - 1))" "${files[@]}"
}

# played_to SUMMARY prints where the first game range of a summary ends.
played_to() { tr -d ' \n' 2>/dev/null <"$1" | grep -o '"ranges":\[\[[0-9]*,[0-9]*' | cut -d, -f2; }
sb() { sbatch --parsable "$@" | cut -d';' -f1; }
shard=$here/shard.sbatch
merge=$here/merge.sbatch

check "the daemons listen on 127.0.0.1 only" listens_on_loopback_only

# --- Expedition balance through submit.sh, 2 CPUs per task --------------
step "Expedition balance: submit.sh --wait, 4 tasks of 2 CPUs, merged as CSV"
cd "$tmp/work" || exit 1
exp=(expedition balance --games 400 --seed 3)
timeout "$limit" bash "$here/submit.sh" --wait --shards 4 --cpus 2 --time 5 --results exp --format csv -- \
	"$aresim" "${exp[@]}" >exp.out
check "expedition: submit.sh --wait exits 0" is $? 0
cat exp.out
exp_array=$(sed -En 's/^array job ([0-9]+).*/\1/p' exp.out)
exp_merge=$(sed -En 's/^Submitted batch job ([0-9]+)$/\1/p' exp.out)
"$aresim" "${exp[@]}" --format csv >exp/single.csv
"$aresim" "${exp[@]}" --out exp/single.json >/dev/null
check "expedition: the merge job exits 0" is "$(exit_code "$exp_merge")" 0
check "expedition: the merged CSV report is byte for byte the single-process one" cmp exp/report.csv exp/single.csv
check "expedition: the merged summary is byte for byte the single-process one" cmp exp/merged.json exp/single.json
check "expedition: each task ran on --workers \$SLURM_CPUS_PER_TASK (2)" grep -q -- '--workers 2 --shard 3/4' exp/logs/shard-3."$exp_array".out
check "expedition: no temporary summary is left" no_temp_files exp
check "submit.sh refuses a new run into a directory holding summaries" \
	fails bash "$here/submit.sh" --shards 4 --results exp -- "$aresim" expedition balance
timeout "$limit" bash "$here/submit.sh" --wait --shards 4 --cpus 2 --time 5 --results exp --format csv --tasks 2 -- \
	"$aresim" "${exp[@]}" >exp-again.out
check "expedition: submit.sh --tasks 2 runs task 2 again and merges again (exit 0)" is $? 0
check "expedition: ... task 2 has run twice" is "$(compgen -G 'exp/logs/shard-2.*.out' | wc -l)" 2
check "expedition: ... the report is still the single-process one" cmp exp/report.csv exp/single.csv
check "submit.sh --tasks refuses a study other than the directory's" \
	fails bash "$here/submit.sh" --shards 4 --results exp --tasks 2 -- "$aresim" expedition balance --games 401 --seed 3

# --- The other studies through submit.sh, 4 tasks of 1 CPU ----------------
# Every study that takes --shard runs the same way: the script takes its
# command line as it is.
for study in "crisis balance --games 160 --seed 5" "expedition ladder --bots random,heuristic --games 80 --seed 5"; do
	read -r -a argv <<<"$study"
	name=${argv[0]}-${argv[1]}
	step "$study: submit.sh --wait, 4 tasks, merged as a table"
	cd "$tmp/work" || exit 1
	timeout "$limit" bash "$here/submit.sh" --wait --shards 4 --cpus 1 --time 5 --results "$name" --format table -- \
		"$aresim" "${argv[@]}" >"$name.out"
	check "$name: submit.sh --wait exits 0" is $? 0
	"$aresim" "${argv[@]}" --format table >"$name/single.txt"
	check "$name: the merged report is byte for byte the single-process one" cmp "$name/report.txt" "$name/single.txt"
done

# --- Ares balance, the job script submitted as is (2 CPUs a task) ---------
step "Ares balance: sbatch --array=0-3 shard.sbatch, merged as a table"
mkdir -p "$tmp/work/ares" && cd "$tmp/work/ares" || exit 1
ares=(ares balance --games 4000 --seed 7)
ares_array=$(sb --array=0-3 "$shard" "$aresim" "${ares[@]}")
ares_merge=$(ARESIM_SHARDS=4 ARESIM=$aresim sb --dependency=afterany:"$ares_array" \
	--output=report.txt --error=merge.err "$merge" --format table)
# Tasks 1 and 2 alone, without ARESIM_SHARDS: the shard count is unknown.
bad_array=$(sb --array=1-2 --cpus-per-task=1 --time=5 --output=bad-%a.out "$shard" "$aresim" "${ares[@]}")

wait_jobs "$ares_array" "$ares_merge" "$bad_array"
"$aresim" "${ares[@]}" --format table >single.txt
"$aresim" "${ares[@]}" --out single.json >/dev/null
check "ares: the merge job exits 0" is "$(exit_code "$ares_merge")" 0
check "ares: the merged table is byte for byte the single-process one" cmp report.txt single.txt
check "ares: the merged summary is byte for byte the single-process one" cmp aresim-results/merged.json single.json
check "ares: the shard count comes from the array (4)" grep -q -- '--shard 3/4' slurm-"$ares_array"_3.out
check "ares: each task runs on the script's 2 CPUs, --workers 2" grep -q -- '--workers 2 --shard 0/4' slurm-"$ares_array"_0.out
check "ares: an array not 0-(N-1) without ARESIM_SHARDS is refused (exit 2)" is "$(exit_code "${bad_array}_1")" 2
check "ares: ... and the refusal says to set ARESIM_SHARDS" grep -q ARESIM_SHARDS bad-1.out

# --- A task cancelled while running, a task at its time limit ------------
# Shards of 50,000,000 games: neither can finish. Task 0 is cancelled
# after two seconds; task 1 is stopped at its one-minute time limit. Both
# get SIGTERM and write a summary marked partial. This runs while the
# other scenarios use the other CPU.
step "Ares balance: task 0 cancelled with scancel, task 1 stopped at its time limit"
mkdir -p "$tmp/work/stop" && cd "$tmp/work/stop" || exit 1
stop_array=$(sb --array=0-1 --cpus-per-task=1 --time=1 "$shard" "$aresim" ares balance --games 100000000 --seed 11)
stop_merge=$(ARESIM_SHARDS=2 ARESIM=$aresim sb --dependency=afterany:"$stop_array" \
	--output=report.txt --error=merge.err "$merge" --format table)
stop_partial=$(ARESIM_SHARDS=2 ARESIM=$aresim sb --dependency=afterany:"$stop_merge" \
	--output=partial.txt --error=partial.err "$merge" --partial --format table)
task_running() { [ "$(state "${stop_array}_0")" = RUNNING ]; }
until_true 30 task_running
sleep 2
scancel "${stop_array}_0"

# --- A task that fails ----------------------------------------------------
step "Ares balance: task 1 of 4 fails on a bad flag, then is run again"
mkdir -p "$tmp/work/failed" && cd "$tmp/work/failed" || exit 1
failed_run=(ares balance --games 3000 --seed 5)
good_tasks=$(ARESIM_SHARDS=4 sb --array=0,2,3 --cpus-per-task=1 --time=5 "$shard" "$aresim" "${failed_run[@]}")
bad_task=$(ARESIM_SHARDS=4 sb --array=1 --cpus-per-task=1 --time=5 "$shard" "$aresim" "${failed_run[@]}" --bots nobody)
failed_merge=$(ARESIM_SHARDS=4 ARESIM=$aresim sb --dependency=afterany:"$good_tasks":"$bad_task" \
	--output=report.txt --error=merge.err "$merge" --format table)
failed_partial=$(ARESIM_SHARDS=4 ARESIM=$aresim sb --dependency=afterany:"$failed_merge" \
	--output=partial.txt --error=partial.err "$merge" --partial --format table)

# --- A task cancelled before it ran ----------------------------------------
step "Ares balance: task 2 of 4 cancelled while pending"
mkdir -p "$tmp/work/cancelled" && cd "$tmp/work/cancelled" || exit 1
# aresim balance: the earlier form of aresim ares balance, which scripts may
# still use.
cancelled_run=(balance --games 3000 --seed 9)
cancelled_array=$(sb --hold --array=0-3 --cpus-per-task=1 --time=5 "$shard" "$aresim" "${cancelled_run[@]}")
scancel "${cancelled_array}_2"
scontrol release "$cancelled_array"
cancelled_merge=$(ARESIM_SHARDS=4 ARESIM=$aresim sb --dependency=afterany:"$cancelled_array" \
	--output=report.txt --error=merge.err "$merge" --format table)

# --- Results ----------------------------------------------------------------
cd "$tmp/work/ares" || exit 1
step "Ares balance: task 2 of 4 run again"
cp aresim-results/shard-2.json shard-2.before
inode=$(stat -c %i aresim-results/shard-2.json)
again=$(ARESIM_SHARDS=4 sb --array=2 --cpus-per-task=1 --time=5 "$shard" "$aresim" "${ares[@]}")
again_merge=$(ARESIM_SHARDS=4 ARESIM=$aresim sb --dependency=afterany:"$again" \
	--output=report-again.txt --error=merge-again.err "$merge" --format table)
wait_jobs "$again" "$again_merge"
check "resubmitted task: its summary is a new file renamed into place" is_not "$(stat -c %i aresim-results/shard-2.json)" "$inode"
check "resubmitted task: its summary has the same bytes" cmp aresim-results/shard-2.json shard-2.before
check "resubmitted task: no temporary summary is left" no_temp_files aresim-results
check "resubmitted task: the merge is still the single-process table" cmp report-again.txt single.txt

cd "$tmp/work/failed" || exit 1
wait_jobs "$good_tasks" "$bad_task" "$failed_merge" "$failed_partial"
check "failed task: it exits non-zero" is_not "$(exit_code "${bad_task}_1")" 0
check "failed task: it writes no summary" no_file aresim-results/shard-1.json
check "failed task: the merge job refuses the set (exit 1)" is "$(exit_code "$failed_merge")" 1
check "failed task: the merge job prints no report" empty report.txt
check "failed task: the merge job names the missing shard 1/4" grep -q '1/4' merge.err
check "failed task: the merge job names the missing games [750, 1500)" names_range merge.err 750 1500
check "failed task: merge --partial exits 3 (a partial result)" is "$(exit_code "$failed_partial")" 3
check "failed task: merge --partial prints a report marked PARTIAL" grep -q PARTIAL partial.txt
check "failed task: merge --partial: the report names the missing games [750, 1500)" names_range partial.txt 750 1500
check "failed task: merge --partial says on stderr that the report is partial" grep -q 'PARTIAL: 2250 of 3000 games' partial.err
step "Ares balance: the failed task run again"
rerun=$(ARESIM_SHARDS=4 sb --array=1 --cpus-per-task=1 --time=5 "$shard" "$aresim" "${failed_run[@]}")
rerun_merge=$(ARESIM_SHARDS=4 ARESIM=$aresim sb --dependency=afterany:"$rerun" \
	--output=report-rerun.txt --error=merge-rerun.err "$merge" --format table)
wait_jobs "$rerun" "$rerun_merge"
"$aresim" "${failed_run[@]}" --format table >single.txt
check "failed task run again: the merge job exits 0" is "$(exit_code "$rerun_merge")" 0
check "failed task run again: the merge is the single-process table" cmp report-rerun.txt single.txt

cd "$tmp/work/cancelled" || exit 1
wait_jobs "$cancelled_array" "$cancelled_merge"
check "cancelled task: it writes no summary" no_file aresim-results/shard-2.json
check "cancelled task: the other three wrote theirs" test -f aresim-results/shard-0.json -a -f aresim-results/shard-1.json -a -f aresim-results/shard-3.json
check "cancelled task: the merge job refuses the set (exit 1)" is "$(exit_code "$cancelled_merge")" 1
check "cancelled task: the merge job prints no report" empty report.txt
check "cancelled task: the merge job names the missing shard 2/4" grep -q '2/4' merge.err
check "cancelled task: the merge job names the missing games [1500, 2250)" names_range merge.err 1500 2250

cd "$tmp/work/stop" || exit 1
wait_jobs "$stop_array" "$stop_merge" "$stop_partial"
check "scancel: the running task ends CANCELLED" is "$(state "${stop_array}_0")" CANCELLED
check "time limit: the task ends TIMEOUT" is "$(state "${stop_array}_1")" TIMEOUT
check "scancel: the task writes a partial summary (exit 130)" grep -q 'stopped early (exit 130), partial summary' slurm-"$stop_array"_0.out
check "time limit: the task writes a partial summary (exit 130)" grep -q 'stopped early (exit 130), partial summary' slurm-"$stop_array"_1.out
check "partial shards: the merge job refuses the set (exit 1)" is "$(exit_code "$stop_merge")" 1
check "partial shards: the merge job prints no report" empty report.txt
# Each partial summary covers games [lo, played) of its shard [lo, hi):
# the games [played, hi) are missing.
played0=$(played_to aresim-results/shard-0.json)
played1=$(played_to aresim-results/shard-1.json)
check "partial shards: the merge job names the games missing from shard 0/2" names_range merge.err "$played0" 50000000
check "partial shards: the merge job names the games missing from shard 1/2" names_range merge.err "$played1" 100000000
check "partial shards: merge --partial exits 3 (a partial result)" is "$(exit_code "$stop_partial")" 3
check "partial shards: merge --partial prints a report marked PARTIAL" grep -q PARTIAL partial.txt
check "partial shards: merge --partial: the report names the games missing from shard 0/2" \
	names_range partial.txt "$played0" 50000000
check "partial shards: merge --partial: the report names the games missing from shard 1/2" \
	names_range partial.txt "$played1" 100000000

step "done"
echo "slurm: $passed passed, $failed failed"
if [ "$failed" -gt 0 ]; then
	printf 'failed: %s\n' "${failures[@]}"
	exit 1
fi
