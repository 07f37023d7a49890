#!/bin/bash
# Runs an aresim study as N shards with GNU parallel, then adds them up
# with aresim merge and prints the study's report. The report and the
# merged summary are byte for byte what the study computes in one process.
#
#   shards.sh [OPTIONS] -- aresim STUDY [FLAGS...]
#
#   shards.sh --shards 8 -- aresim ares balance --games 1000000 --seed 42
#   shards.sh --shards 8 --format csv -- aresim expedition balance --games 100000
#
# Options (before --):
#   --shards N       shards of the run (default 8)
#   --results DIR    where the summaries go (default results): DIR/shard-I.json,
#                    DIR/merged.json, the shards' output in DIR/logs/shard-I.log,
#                    and parallel's DIR/joblog
#   --jobs J         shards at once (default: one per core, each on --workers 1)
#   --parallel OPT   an option for parallel, e.g. --parallel=--sshloginfile=hosts
#   --format F       the report's format, table, json or csv (default table)
#   --plot FILE      draw the study's plot from the merged summary
#   --partial        report on the games played even if some are missing
#
# A shard that fails or is stopped early (Ctrl-C, a signal, --timeout)
# leaves its summary missing or partial; the script then names the missing
# shards, aresim merge names the missing game ranges, and no report is
# printed (unless --partial). Run the same command again: parallel's joblog
# reruns only the shards that did not succeed. DIR holds one run: a
# different study or shard count is refused in a DIR that holds summaries.
#
# Exit status: 0 the report of the whole run; 3 with --partial, the report
# of a run with games missing (as aresim merge); 130 after Ctrl-C or
# SIGTERM, with or without --partial; otherwise non-zero with no report
# (1 when aresim merge refuses the set, 2 when the script is misused).
set -u

usage() {
	sed -n '2,/^set -u/s/^# \{0,1\}//p' "$0" >&2
	exit 2
}
fail() {
	echo "shards.sh: $*" >&2
	exit 2
}

here=$(cd "$(dirname "$0")" && pwd)
shards=8 results=results jobs=100% format=table
parallel_opts=() report=()
while [ $# -gt 0 ]; do
	case $1 in
	--) shift; break ;;
	--shards) shards=${2:?}; shift 2 ;;
	--results) results=${2:?}; shift 2 ;;
	--jobs) jobs=${2:?}; shift 2 ;;
	--parallel) parallel_opts+=("${2:?}"); shift 2 ;;
	--parallel=*) parallel_opts+=("${1#--parallel=}"); shift ;;
	--format) format=${2:?}; shift 2 ;;
	--plot) report+=(--plot "${2:?}"); shift 2 ;;
	--partial) report+=(--partial); shift ;;
	-h | --help) usage ;;
	*) fail "$1: unknown option (the study's command line comes after --)" ;;
	esac
done
[ $# -ge 2 ] || usage
case $shards in
'' | *[!0-9]* | 0) fail "--shards $shards: want a number of shards, at least 1" ;;
esac
for arg in "$@"; do
	case $arg in
	--shard | --shard=* | --out | --out=*)
		fail "$arg: the script sets --shard and --out itself; give only the study's flags" ;;
	esac
done
aresim=$1

mkdir -p "$results" || exit 1
results=$(cd "$results" && pwd)
run=$(printf '%q ' "$shards" "$@")
if [ "$(cat "$results/run" 2>/dev/null)" != "$run" ]; then
	if compgen -G "$results/shard-*.json" >/dev/null; then
		fail "$results holds shard summaries of another run ($(cat "$results/run" 2>/dev/null || echo "unknown")): use another --results"
	fi
	rm -rf "$results/joblog" "$results/logs" # of another command, if any
	printf '%s\n' "$run" >"$results/run"
fi

# Ctrl-C reaches parallel, which passes it on to the shards (the first
# signal of --termseq, to each job's process group) and waits for them to
# write what they played; this shell waits too, then says what is missing.
# parallel stops on Ctrl-C without printing the output it holds for the
# jobs it stops, and without a joblog line for them; so the jobs are not
# grouped by parallel (--ungroup) and shard.sh prints each shard's output
# itself, in one write, once the shard has ended.
interrupted=false
trap 'interrupted=true' INT TERM
parallel --joblog "$results/joblog" --resume-failed --jobs "$jobs" --ungroup \
	--termseq INT,30000,TERM,5000,KILL,25 "${parallel_opts[@]}" \
	-q "$here/shard.sh" "$results" {} "$shards" "$@" ::: $(seq 0 $((shards - 1))) >&2
status=$?

files=() missing=()
for ((i = 0; i < shards; i++)); do
	if [ -f "$results/shard-$i.json" ]; then
		files+=("$results/shard-$i.json")
	else
		missing+=("$i/$shards")
	fi
done
partial=false
case " ${report[*]} " in *" --partial "*) partial=true ;; esac
if [ $status != 0 ] || $interrupted; then
	echo "shards.sh: not every shard succeeded (see $results/logs and $results/joblog); run the same command again to rerun only those" >&2
fi
if [ ${#missing[@]} -gt 0 ]; then
	echo "shards.sh: no summary for shard ${missing[*]}" >&2
fi
if [ ${#files[@]} -eq 0 ]; then
	exit 1
fi
if { [ $status != 0 ] || $interrupted || [ ${#missing[@]} -gt 0 ]; } && ! $partial; then
	# aresim merge names the game ranges that are missing, and keeps what
	# the other shards played in merged.json for a later merge.
	code=1
	"$aresim" merge "${files[@]}" --out "$results/merged.json" >/dev/null || code=$?
	echo "shards.sh: refusing to report on an incomplete run (--partial reports anyway)" >&2
	$interrupted && code=130
	exit $code
fi
"$aresim" merge "${files[@]}" --out "$results/merged.json" --format "$format" "${report[@]}"
code=$?
# After Ctrl-C, the report of what was played and 130, as the study itself
# exits after Ctrl-C.
if $interrupted && { [ $code = 0 ] || [ $code = 3 ]; }; then
	code=130
fi
exit $code
