#!/bin/bash
# Submits an aresim study as a Slurm job array of N shards (shard.sbatch)
# and the job that merges them once every task has ended (merge.sbatch),
# and prints the two job ids.
#
#   submit.sh [OPTIONS] -- aresim STUDY [FLAGS...]
#
#   submit.sh --shards 8 -- aresim ares balance --games 1000000 --seed 42
#   submit.sh --shards 8 --format csv -- aresim expedition balance --games 100000
#   submit.sh --shards 8 --tasks 3,5 -- aresim ares balance --games 1000000 --seed 42
#
# Options (before --):
#   --shards N      tasks in the array, one shard each (default 8)
#   --results DIR   where the summaries, logs and report go (default
#                   aresim-results); a new run needs a directory with no
#                   summaries in it
#   --tasks LIST    run only these tasks of the run in DIR again (a Slurm
#                   array list such as 3,5 or 2-4), then merge again; the
#                   study must be the one the run was submitted with
#   --cpus N        CPUs (and aresim workers) per task (default 2)
#   --time T        time limit per task (default 01:00:00)
#   --mem M         memory per task (default 256M)
#   --sbatch OPT    an option for both sbatch calls, e.g. --sbatch=--partition=short
#   --format F      the report's format, table, json or csv (default table)
#   --plot FILE     draw the study's plot from the merged summary
#   --partial       report on the games played even if some are missing
#                   (the merge job then exits 3 if any are)
#   --wait          wait for the merge job to end, and exit with its status:
#                   0 the whole run's report, 1 the set refused, 3 a
#                   --partial report of a run with games missing
#
# The report is written to DIR/report.txt (.json, .csv with --format),
# the merged summary to DIR/merged.json, the tasks' logs to DIR/logs/.
set -eu

usage() {
	sed -n '2,/^set -eu/s/^# \{0,1\}//p' "$0" >&2
	exit 2
}
fail() {
	echo "submit.sh: $*" >&2
	exit 2
}

here=$(cd "$(dirname "$0")" && pwd)
shards=8 results=aresim-results tasks="" cpus=2 time=01:00:00 mem=256M
format=table wait=false
sbatch_opts=() report=()
while [ $# -gt 0 ]; do
	case $1 in
	--) shift; break ;;
	--shards) shards=${2:?}; shift 2 ;;
	--results) results=${2:?}; shift 2 ;;
	--tasks) tasks=${2:?}; shift 2 ;;
	--cpus) cpus=${2:?}; shift 2 ;;
	--time) time=${2:?}; shift 2 ;;
	--mem) mem=${2:?}; shift 2 ;;
	--sbatch) sbatch_opts+=("${2:?}"); shift 2 ;;
	--sbatch=*) sbatch_opts+=("${1#--sbatch=}"); shift ;;
	--format) format=${2:?}; shift 2 ;;
	--plot) report+=(--plot "${2:?}"); shift 2 ;;
	--partial) report+=(--partial); shift ;;
	--wait) wait=true; shift ;;
	-h | --help) usage ;;
	*) fail "$1: unknown option (the study's command line comes after --)" ;;
	esac
done
[ $# -ge 2 ] || usage
case $shards in
'' | *[!0-9]* | 0) fail "--shards $shards: want a number of shards, at least 1" ;;
esac
case $format in
table) ext=txt ;;
json | csv) ext=$format ;;
*) fail "--format $format: want table, json or csv" ;;
esac
report=(--format "$format" "${report[@]}")

mkdir -p "$results/logs"
results=$(cd "$results" && pwd)
run=$(printf '%q ' "$shards" "$@")
if [ -z "$tasks" ]; then
	if compgen -G "$results/shard-*.json" >/dev/null; then
		fail "$results already holds shard summaries: use a new --results, or --tasks to run some tasks of that run again"
	fi
	tasks=0-$((shards - 1))
	printf '%s\n' "$run" >"$results/run"
elif [ "$(cat "$results/run" 2>/dev/null)" != "$run" ]; then
	fail "--tasks: $results holds a run of $(cat "$results/run" 2>/dev/null || echo "nothing"), not of $run"
fi

export ARESIM_SHARDS=$shards ARESIM_RESULTS=$results
array=$(sbatch --parsable "${sbatch_opts[@]}" --array="$tasks" --cpus-per-task="$cpus" \
	--time="$time" --mem="$mem" --output="$results/logs/shard-%a.%A.out" \
	"$here/shard.sbatch" "$@")
array=${array%%;*}
merge_job=(--dependency=afterany:"$array" --output="$results/report.$ext"
	--error="$results/logs/merge.%j.err" "$here/merge.sbatch" "${report[@]}")
if $wait; then
	echo "array job $array (tasks $tasks of $shards); waiting for the merge job"
	status=0
	ARESIM=$1 sbatch --wait "${sbatch_opts[@]}" "${merge_job[@]}" || status=$?
	echo "merge job exit status $status; report in $results/report.$ext"
	exit $status
fi
merge=$(ARESIM=$1 sbatch --parsable "${sbatch_opts[@]}" "${merge_job[@]}")
merge=${merge%%;*}
echo "array job $array (tasks $tasks of $shards), merge job $merge; report in $results/report.$ext"
