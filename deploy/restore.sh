#!/bin/sh
# Restores a backup made by backup.sh: the database into an empty database, the files into an
# empty uploads folder. With --replace, the database's tables and the folder's files are deleted
# first (stop the app before that: docker compose stop app).
#   restore.sh [--replace] <backup folder | latest>
#   DATABASE_URI   the database to restore into (a password may instead be in PGPASSWORD)
#   UPLOADS_DIR    the uploads folder; empty when uploads are in S3
#   BACKUP_DIR     where `latest` is looked for (default /backups)
set -eu

replace=no
if [ "${1:-}" = --replace ]; then
  replace=yes
  shift
fi
if [ $# -ne 1 ]; then
  echo 'usage: restore.sh [--replace] <backup folder | latest>' >&2
  exit 2
fi
: "${DATABASE_URI:?DATABASE_URI is not set: the database to restore into}"
BACKUP_DIR=${BACKUP_DIR:-/backups}
UPLOADS_DIR=${UPLOADS_DIR:-}

backup=$1
if [ "$backup" = latest ]; then
  backup=$(find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20[0-9][0-9]-*' | sort | tail -n 1)
  [ -n "$backup" ] || { echo "restore: no backup in $BACKUP_DIR" >&2; exit 1; }
fi
if [ ! -f "$backup/database.dump" ]; then
  echo "restore: $backup has no database.dump; is it a backup folder?" >&2
  exit 1
fi
echo "restore: restoring $backup"

tables=$(psql --dbname="$DATABASE_URI" --no-psqlrc --tuples-only --no-align --command \
  "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")
if [ "$tables" -gt 0 ] && [ $replace = no ]; then
  echo "restore: the database already has $tables tables; restore into an empty one, or pass --replace to delete them first (stop the app before)" >&2
  exit 1
fi
if [ -n "$UPLOADS_DIR" ]; then
  mkdir -p "$UPLOADS_DIR"
  if [ -n "$(ls -A "$UPLOADS_DIR")" ] && [ $replace = no ]; then
    echo "restore: $UPLOADS_DIR is not empty; restore into an empty folder, or pass --replace to delete its files first" >&2
    exit 1
  fi
fi

if [ "$tables" -gt 0 ]; then
  # Without the SET, a NOTICE per dropped table (about 90) comes before the one line saying it worked.
  psql --dbname="$DATABASE_URI" --no-psqlrc --quiet --set ON_ERROR_STOP=1 \
    --command 'SET client_min_messages = warning' \
    --command 'DROP SCHEMA public CASCADE' --command 'CREATE SCHEMA public'
fi
# All of it or nothing: one transaction, stopped at the first error.
pg_restore --dbname="$DATABASE_URI" --no-owner --no-privileges --single-transaction --exit-on-error "$backup/database.dump"

if [ -n "$UPLOADS_DIR" ] && [ -f "$backup/uploads.tar.gz" ]; then
  find "$UPLOADS_DIR" -mindepth 1 -delete
  tar -C "$UPLOADS_DIR" -xzf "$backup/uploads.tar.gz"
fi
echo "restore: done; start the app, waiting until it is healthy (sh deploy/roll.sh --profile https)"
