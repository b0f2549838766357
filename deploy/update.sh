#!/bin/sh
# An update, after `git pull` (README, "Updating"): a backup, the new image, then the app's replicas
# replaced one at a time (deploy/roll.sh), so the site keeps answering. Before any of it, refuses
# with the next step where an older deployment would be left down: no .env yet, a Compose project
# named after the folder, a database created with another password ($UPGRADE_SECTION).
#   sh deploy/update.sh [Compose's options, e.g. --profile https]
#   UPDATE_BACKUP=no   no backup first (you made one yourself just now)
set -eu
cd "$(dirname "$0")/.."
# shellcheck source=deploy/deployment.sh
. deploy/deployment.sh

options="$*"
dc() {
  # shellcheck disable=SC2086 # Compose's options, word by word
  docker compose $options "$@"
}

check_deployment update
project=$(project_name)

if [ "${UPDATE_BACKUP:-yes}" = no ]; then
  echo 'update: no backup (UPDATE_BACKUP=no)'
elif [ -n "$(containers_of "$project" backup)" ]; then
  dc exec -T backup sh /deploy/backup.sh
else
  # A deployment from before the backup service: the same backup through the db and app containers.
  db=$(containers_of "$project" db | head -n 1)
  app=$(containers_of "$project" app | head -n 1)
  if [ -z "$db" ]; then
    echo 'update: no backup service and no db container runs, so nothing here can back the database up: make a backup yourself, then run this command again with UPDATE_BACKUP=no' >&2
    exit 1
  fi
  umask 077
  mkdir -p backups
  name=$(date +%Y-%m-%d_%H%M%S)
  work="backups/.incomplete-$name-$$"
  trap 'rm -rf "$work"' EXIT
  mkdir "$work"
  docker exec "$db" pg_dump -U fellowship -d fellowship --format=custom --no-owner --no-privileges \
    > "$work/database.dump"
  [ -z "$app" ] || docker exec "$app" tar -C /data/uploads -czf - . > "$work/uploads.tar.gz"
  mv "$work" "backups/$name"
  trap - EXIT
  echo "update: backed up into backups/$name (deploy/restore.sh restores it)"
fi

dc build app
exec sh deploy/roll.sh "$@"
