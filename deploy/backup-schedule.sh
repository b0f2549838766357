#!/bin/sh
# The backup service of docker-compose.yml: backup.sh every day at BACKUP_TIME (HH:MM, in TZ);
# a failed backup is tried again after 10 minutes, up to three times.
set -eu
BACKUP_TIME=${BACKUP_TIME:-02:00}
case $BACKUP_TIME in
  [0-1][0-9]:[0-5][0-9] | 2[0-3]:[0-5][0-9]) ;;
  *) echo "backup: BACKUP_TIME must be HH:MM (24-hour), not \"$BACKUP_TIME\"" >&2; exit 2 ;;
esac
here=$(dirname "$0")

while :; do
  now=$(date +%s)
  next=$(date -d "today $BACKUP_TIME" +%s)
  [ "$next" -gt "$now" ] || next=$(date -d "tomorrow $BACKUP_TIME" +%s)
  echo "backup: next backup at $(date -d "@$next" '+%Y-%m-%d %H:%M %Z')"
  sleep $((next - now))
  for attempt in 1 2 3; do
    if sh "$here/backup.sh"; then break; fi
    echo "backup: attempt $attempt FAILED (see above)" >&2
    [ "$attempt" -eq 3 ] || sleep 600
  done
done
