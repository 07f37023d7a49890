#!/bin/bash
# Runs shard I of N of an aresim study and writes the shard's summary to
# DIR/shard-I.json; shards.sh runs one per job of GNU parallel.
#
#   shard.sh DIR I N aresim STUDY [FLAGS...]
#
# The summary goes to a temporary file renamed into place, so a shard run
# again replaces the old summary whole and a shard that fails leaves no
# file. A shard stopped by a signal (parallel passes Ctrl-C on) or by
# --timeout keeps its summary, marked partial. The study runs on
# --workers 1 unless its flags say otherwise. Its output goes to
# DIR/logs/shard-I.log; when it ends, the script prints that log and what
# became of the shard on stderr, in one write, so that the lines of one
# shard stay together without parallel's output grouping (which drops the
# output of the jobs it stops on Ctrl-C). Exits with the study's status.
set -u

if [ $# -lt 5 ]; then
	echo "usage: shard.sh DIR I N aresim STUDY [FLAGS...]" >&2
	exit 2
fi
dir=$1 i=$2 n=$3
shift 3
workers=(--workers 1)
for arg in "$@"; do
	case $arg in
	--workers | --workers=*) workers=() ;;
	esac
done
summary=$dir/shard-$i.json
tmp=$dir/.shard-$i.json.$$ # not matched by shard-*.json
log=$dir/logs/shard-$i.log
mkdir -p "$dir/logs" || exit 1

# say [LINE]: prints the study's log and LINE, if any, in one write.
say() {
	local text
	text=$(cat "$log" 2>/dev/null; [ $# -eq 0 ] || echo "shard.sh: $*")
	[ -z "$text" ] || printf '%s\n' "$text" >&2
}

# parallel signals the study itself (the shard's process group); this
# shell waits for it to write what it played, then renames the summary.
# The study's output goes to a file, not to a pipe that the signal could
# close under it, nor to a terminal where its progress bar would mix
# with the other shards'.
trap : INT TERM
"$@" "${workers[@]}" --shard "$i/$n" --out "$tmp" >"$log" 2>&1
status=$?
case $status in
0)
	mv -f "$tmp" "$summary" || exit 1
	say
	;;
3 | 130)
	if [ -s "$tmp" ]; then
		mv -f "$tmp" "$summary" || exit 1
		say "shard $i/$n stopped early (exit $status): partial summary in $summary"
	else
		rm -f "$tmp"
		say "shard $i/$n stopped early (exit $status) with no summary"
	fi
	;;
*)
	rm -f "$tmp"
	say "shard $i/$n failed (exit $status): no summary written (log: $log)"
	;;
esac
exit $status
