#!/bin/sh
# Replaces the app's replicas one at a time, each healthy before the next old one goes, then brings
# the other services up to date: for a settings change, after an update's build, after a restore
# (README, "Updating"). `docker compose up -d` recreates every replica at once, about a minute of
# 502 behind Caddy (issue #29).
#   sh deploy/roll.sh [Compose's options, e.g. --profile https]
#   ROLL_TIMEOUT_SECONDS  how long a new replica may take to be healthy (default 300; the image's
#                         start period is 120 s and migrations run at start)
# Compose v2 cannot recreate one replica of a scaled service, so: `up --no-deps --no-recreate
# --scale app=N+1` starts one more replica with the current image and settings and leaves the old
# ones alone; once Docker reports it healthy, one old replica is stopped and removed. Caddy finds
# replicas through Docker's DNS and retries another while one goes (deploy/Caddyfile).
set -eu
cd "$(dirname "$0")/.."
# shellcheck source=deploy/deployment.sh
. deploy/deployment.sh

check_only=no
if [ "${1:-}" = --check-only ]; then
  check_only=yes
  shift
fi
options="$*"
timeout=${ROLL_TIMEOUT_SECONDS:-300}
poll=${ROLL_POLL_SECONDS:-5}

dc() {
  # shellcheck disable=SC2086 # Compose's options, word by word
  docker compose $options "$@"
}

# Waits for Docker's health check; prints why not and returns 1 when the replica will not be healthy.
wait_healthy() {
  deadline=$(($(date +%s) + timeout))
  while :; do
    # shellcheck disable=SC2046 # three words
    set -- "$1" $(docker inspect --format \
      '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}} {{.RestartCount}}' "$1")
    case "$2 $3" in
      'running healthy' | 'running none') return 0 ;;
      *' unhealthy') reason="Docker reports it unhealthy" ;;
      exited* | dead*) reason="it stopped ($2)" ;;
      *)
        if [ "$4" -gt 0 ]; then
          reason="it stopped and was restarted $4 times"
        elif [ "$(date +%s)" -ge "$deadline" ]; then
          reason="it was not healthy after $timeout s ($3)"
        else
          sleep "$poll"
          continue
        fi
        ;;
    esac
    echo "$reason"
    return 1
  done
}

running_apps() { containers_of "$project" app; }

# Stops the roll: the failed replica goes, so that only healthy ones get visitors.
give_up() { # new container, reason
  failed=$(name_of "$1")
  echo "roll: the last log lines of $failed:" >&2
  docker logs --tail 30 "$1" >&2 || true
  docker stop "$1" > /dev/null && docker rm "$1" > /dev/null
  serving=$(for id in $(running_apps); do name_of "$id"; done | tr '\n' ' ' | sed 's/ $//')
  echo "roll: stopped: the new replica $failed did not become healthy: $2. It was removed; still serving: ${serving:-nothing}. Read its log above, fix the cause, then run this command again." >&2
  exit 1
}

check_deployment roll
[ $check_only = no ] || exit 0

old=$(running_apps)
if [ -z "$old" ]; then
  # Nothing serves (a first start, or the app stopped for a restore): start them all.
  echo "roll: no app replica is running; starting them"
  dc up -d --no-deps app
else
  for id in $old; do
    before=$(running_apps)
    dc up -d --no-deps --no-recreate --scale "app=$(($(printf '%s\n' "$before" | wc -l) + 1))" app
    new=$(running_apps | grep -vxF "$before" | head -n 1) || true
    [ -n "$new" ] || {
      echo "roll: stopped: Compose started no new replica; nothing was replaced" >&2
      exit 1
    }
    echo "roll: waiting for $(name_of "$new") to be healthy (up to $timeout s)"
    reason=$(wait_healthy "$new") || give_up "$new" "$reason"
    gone=$(name_of "$id")
    docker stop "$id" > /dev/null && docker rm "$id" > /dev/null
    echo "roll: $(name_of "$new") is healthy and replaces $gone"
  done
fi

# Back to the number of replicas docker-compose.yml asks for, the replaced ones kept.
before=$(running_apps)
dc up -d --no-deps --no-recreate app
for id in $(running_apps | grep -vxF "$before" || true) $([ -n "$old" ] || echo "$before"); do
  reason=$(wait_healthy "$id") || give_up "$id" "$reason"
done

# The other services (db, backup, caddy, …) are recreated only where their settings changed.
others=$(dc config --services | grep -vx app || true)
# shellcheck disable=SC2086 # one service name a word
[ -z "$others" ] || dc up -d --no-deps $others
echo "roll: done; $(running_apps | wc -l | tr -d ' ') app replicas healthy"
