#!/usr/bin/env bash
# Starts a one-node Slurm cluster on this machine, runs a command on it,
# and stops the cluster again:
#
#   sudo examples/slurm/local-cluster.sh COMMAND [ARGS...]
#   sudo examples/slurm/local-cluster.sh examples/slurm/submit.sh --wait --shards 4 -- aresim ares balance
#
# munged, slurmctld and slurmd run as root, listen on 127.0.0.1 only and
# keep their key, configuration, state and logs in a temporary directory;
# the node has this machine's CPUs and memory and one partition. COMMAND
# runs in the current directory with SLURM_CONF pointing at the cluster
# (so sbatch, squeue, scancel and scontrol reach it). However
# it ends, every job is cancelled and every daemon stopped by its PID;
# processes left running are listed and make the exit status 1. Otherwise
# the exit status is COMMAND's.
#
# For COMMAND: ARESIM_LOCAL_CLUSTER is the temporary directory (every
# process of the cluster carries it), ARESIM_LOCAL_CLUSTER_DAEMONS the
# daemons as name:pid, ARESIM_LOCAL_CLUSTER_PORTS the two TCP ports.
# Needs root; installs slurm-wlm and munge with apt-get if they are
# missing. LOCAL_CLUSTER_KEEP=1 keeps the temporary directory.
set -uo pipefail

# step says what happens next, and when (seconds since the start).
step() { echo "== [cluster ${SECONDS}s] $*"; }

if [ $# -eq 0 ]; then
	echo "usage: local-cluster.sh COMMAND [ARGS...]" >&2
	exit 2
fi
if [ "$(id -u)" != 0 ]; then
	echo "local-cluster.sh: needs root: it starts munged, slurmctld and slurmd" >&2
	exit 1
fi
missing=()
for cmd in munged mungekey slurmctld slurmd sbatch; do
	command -v "$cmd" >/dev/null || missing+=("$cmd")
done
if [ ${#missing[@]} -gt 0 ]; then
	step "installing slurm-wlm and munge (missing: ${missing[*]})"
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
		slurm-wlm munge >/dev/null || exit 1
fi

tmp=$(mktemp -d /tmp/aresim-slurm.XXXXXX) || exit 1
chmod 755 "$tmp" # munged wants its socket's directories searchable by all
# Every process of the cluster carries this variable, which is how the end
# finds any left behind.
export ARESIM_LOCAL_CLUSTER=$tmp
export SLURM_CONF=$tmp/slurm.conf
daemons=() # name:pid, in start order

# our_processes prints the PIDs of the cluster's processes (daemons, job
# steps, studies), found with pgrep by name and told from anyone else's by
# the marker variable.
our_processes() {
	local pid
	for pid in $(pgrep -f 'munged|slurmctld|slurmd|slurmstepd|slurmscriptd|aresim'); do
		if tr '\0' '\n' 2>/dev/null <"/proc/$pid/environ" | grep -qxF "ARESIM_LOCAL_CLUSTER=$tmp"; then
			echo "$pid"
		fi
	done
}

command_pid=""
cleanup() {
	local status=$? entry pid i
	trap - EXIT INT TERM
	if [ -n "$command_pid" ] && kill -0 "$command_pid" 2>/dev/null; then
		# Interrupted: stop the command first.
		kill -TERM "$command_pid" 2>/dev/null
		for ((i = 0; i < 100; i++)); do
			kill -0 "$command_pid" 2>/dev/null || break
			sleep 0.1
		done
		kill -KILL "$command_pid" 2>/dev/null
	fi
	if [ ${#daemons[@]} -gt 0 ]; then
		# Cancel every job of this cluster, so that no job step outlives slurmd.
		timeout 10 scancel --quiet --user=root 2>/dev/null
		for ((i = 0; i < 30; i++)); do
			[ -z "$(timeout 5 squeue -h -o %i 2>/dev/null)" ] && break
			sleep 0.5
		done
	fi
	for ((i = ${#daemons[@]} - 1; i >= 0; i--)); do
		pid=${daemons[i]#*:}
		kill -TERM "$pid" 2>/dev/null
	done
	for entry in "${daemons[@]}"; do
		pid=${entry#*:}
		for ((i = 0; i < 100; i++)); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
		if kill -0 "$pid" 2>/dev/null; then
			echo "local-cluster.sh: ${entry%%:*} (pid $pid) ignored SIGTERM; killing it" >&2
			kill -KILL "$pid" 2>/dev/null
		fi
		wait "$pid" 2>/dev/null
	done
	for ((i = 0; i < 50; i++)); do
		left=$(our_processes)
		[ -z "$left" ] && break
		sleep 0.2
	done
	if [ -n "$left" ]; then
		echo "local-cluster.sh: processes left running:" >&2
		ps -o pid,args -p "$(paste -sd, <<<"$left")" >&2
		status=1
	else
		step "no daemon left running"
	fi
	if [ "$status" != 0 ] && [ -d "$tmp/log" ]; then
		tail -n 20 "$tmp"/log/*.log >&2
	fi
	if [ -n "${LOCAL_CLUSTER_KEEP:-}" ]; then
		echo "local-cluster.sh: logs and results kept in $tmp" >&2
	else
		rm -rf "$tmp"
	fi
	exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# free_port prints a TCP port on 127.0.0.1 that nothing listens on.
free_port() {
	local port
	while :; do
		port=$((20000 + RANDOM % 20000))
		(exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || break
	done
	echo "$port"
}

# until_true waits up to $1 seconds for the rest of its arguments to succeed.
until_true() {
	local end=$((SECONDS + $1))
	shift
	until "$@" >/dev/null 2>&1; do
		[ $SECONDS -lt $end ] || return 1
		sleep 0.2
	done
}

step "starting munged, slurmctld and slurmd in $tmp"
mkdir -p "$tmp/munge" "$tmp/state" "$tmp/spool" "$tmp/log"
mungekey --create --keyfile="$tmp/munge/munge.key" || exit 1
socket=$tmp/munge/munge.socket
# Each daemon in a session of its own (setsid execs it, keeping its PID), so
# that a Ctrl-C meant for the command does not stop the cluster under it.
setsid munged --foreground --key-file="$tmp/munge/munge.key" --socket="$socket" \
	--pid-file="$tmp/munge/munged.pid" --log-file="$tmp/log/munged.log" \
	--seed-file="$tmp/munge/munged.seed" >>"$tmp/log/munged.log" 2>&1 &
daemons+=("munged:$!")
until_true 10 munge -n -S "$socket" || { echo "munged did not start" >&2; exit 1; }

ctld_port=$(free_port)
slurmd_port=$(free_port)
while [ "$slurmd_port" = "$ctld_port" ]; do slurmd_port=$(free_port); done
node=$(slurmd -C | head -n 1)
cpus=$(nproc)
memory=$(grep -o 'RealMemory=[0-9]*' <<<"$node")
cat >"$SLURM_CONF" <<EOF
ClusterName=aresimtest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
CommunicationParameters=NoCtldInAddrAny,NoInAddrAny
SlurmUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
# Start batch jobs at once rather than within 3 s: a task every second, not
# every three.
SchedulerParameters=batch_sched_delay=0
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
KillWait=10
ReturnToService=2
NodeName=aresimnode NodeHostname=localhost NodeAddr=127.0.0.1 CPUs=$cpus $memory State=UNKNOWN
PartitionName=batch Nodes=aresimnode Default=YES MaxTime=INFINITE State=UP
EOF
setsid slurmctld -D -f "$SLURM_CONF" >>"$tmp/log/slurmctld.out" 2>&1 &
daemons+=("slurmctld:$!")
setsid slurmd -D -f "$SLURM_CONF" -N aresimnode >>"$tmp/log/slurmd.out" 2>&1 &
daemons+=("slurmd:$!")
node_idle() { [ "$(sinfo -h -n aresimnode -o %T)" = idle ]; }
until_true 30 node_idle || { echo "the node did not come up" >&2; sinfo >&2; exit 1; }
step "cluster up: 1 node, $cpus CPUs, ports $ctld_port and $slurmd_port on 127.0.0.1"

export ARESIM_LOCAL_CLUSTER_DAEMONS="${daemons[*]}"
export ARESIM_LOCAL_CLUSTER_PORTS="$ctld_port $slurmd_port"
# In the background, so that a signal to this script stops the cluster at
# once rather than when the command ends; with this script's standard input.
"$@" <&0 &
command_pid=$!
wait "$command_pid"
