#!/bin/sh
# Runs a balance study as N shards with GNU parallel, then adds them up
# with aresim merge. The merged summary is byte for byte what one
# `aresim balance --games $GAMES --seed $SEED` would compute.
#
#   N=8 GAMES=8000000 SEED=42 ./balance-shards.sh
#
# Shards are numbered 0 to N-1. Each shard runs with --workers 1 and
# parallel runs one shard per core; add `-S host1,host2` (or --sshloginfile)
# to the parallel line to spread the shards over machines that have aresim
# installed, and `--return` to bring their summaries back.
set -eu

N=${N:-8}
GAMES=${GAMES:-1000000}
SEED=${SEED:-42}
OUT=${OUT:-results}

mkdir -p "$OUT"
seq 0 $((N - 1)) | parallel --halt now,fail=1 \
	aresim balance --games "$GAMES" --seed "$SEED" --workers 1 --shard {}/"$N" --out "$OUT"/shard-{}.json
aresim merge "$OUT"/shard-*.json --out "$OUT"/all.json --format table
