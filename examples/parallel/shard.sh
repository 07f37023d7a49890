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
# --workers 1 unless its flags say otherwise. Exits with the study's
# status.
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

# parallel signals the study itself; this shell waits for it to write what
# it played, then renames the summary.
trap : INT TERM
"$@" "${workers[@]}" --shard "$i/$n" --out "$tmp"
status=$?
case $status in
0) mv -f "$tmp" "$summary" || exit 1 ;;
3 | 130)
	if [ -s "$tmp" ]; then
		mv -f "$tmp" "$summary" || exit 1
		echo "shard.sh: shard $i/$n stopped early (exit $status): partial summary in $summary" >&2
	else
		rm -f "$tmp"
	fi
	;;
*)
	rm -f "$tmp"
	echo "shard.sh: shard $i/$n failed (exit $status): no summary written" >&2
	;;
esac
exit $status
