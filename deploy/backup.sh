#!/bin/sh
# One backup: the database (pg_dump, custom format) and the uploads folder, into
# $BACKUP_DIR/<date>_<time>/, then only the newest $BACKUP_KEEP backups are kept. A backup is
# written under a temporary name and renamed once complete and readable, so an interrupted one is
# never taken for the latest. Restore one with deploy/restore.sh.
#   DATABASE_URI   the database (a password may instead be in PGPASSWORD)
#   UPLOADS_DIR    the uploads folder; empty when uploads are in S3 (back the bucket up there)
#   BACKUP_DIR     where backups go (default /backups)
#   BACKUP_KEEP    how many to keep (default 14)
# Backups hold donors' names, e-mails and phones: the folder is its owner's only (700, files 600).
set -eu
umask 077

: "${DATABASE_URI:?DATABASE_URI is not set: the database to back up}"
BACKUP_DIR=${BACKUP_DIR:-/backups}
UPLOADS_DIR=${UPLOADS_DIR:-}
BACKUP_KEEP=${BACKUP_KEEP:-14}
case $BACKUP_KEEP in
  '' | *[!0-9]* | 0) echo "backup: BACKUP_KEEP must be a whole number above 0, not \"$BACKUP_KEEP\"" >&2; exit 2 ;;
esac
if [ -n "$UPLOADS_DIR" ] && [ ! -d "$UPLOADS_DIR" ]; then
  echo "backup: the uploads folder $UPLOADS_DIR does not exist" >&2
  exit 2
fi

mkdir -p "$BACKUP_DIR"
# Also a folder Docker created (755), and backups made before this rule.
chmod -R go= "$BACKUP_DIR"
# Backups hold donors' details: never let git pick them up from a folder inside the checkout.
[ -e "$BACKUP_DIR/.gitignore" ] || echo '*' > "$BACKUP_DIR/.gitignore"
# Left by a backup that was killed more than a day ago.
find "$BACKUP_DIR" -maxdepth 1 -name '.incomplete-*' -mmin +1440 -exec rm -rf {} +

name=$(date +%Y-%m-%d_%H%M%S)
final="$BACKUP_DIR/$name"
n=1
while [ -e "$final" ]; do
  n=$((n + 1))
  final="$BACKUP_DIR/${name}_$n"
done
work="$BACKUP_DIR/.incomplete-$name-$$"
trap 'rm -rf "$work"' EXIT
mkdir "$work"

pg_dump --dbname="$DATABASE_URI" --format=custom --no-owner --no-privileges --file="$work/database.dump"
# A dump pg_restore cannot read is no backup.
pg_restore --list "$work/database.dump" > /dev/null
if [ -n "$UPLOADS_DIR" ]; then
  tar -C "$UPLOADS_DIR" -czf "$work/uploads.tar.gz" .
fi
cat > "$work/README.txt" << INFO
Fellowship Rides backup of $(date '+%Y-%m-%d %H:%M %Z')
database.dump    the database (pg_dump custom format)
uploads.tar.gz   the uploaded files$([ -n "$UPLOADS_DIR" ] || printf ' (not here: uploads are in S3)')
Restore: deploy/restore.sh (README, "Deploying", "Restoring a backup").
INFO
# Run as root (the compose service), a backup belongs to the folder's owner, who copies it elsewhere.
[ "$(id -u)" != 0 ] || chown -R "$(stat -c %u:%g "$BACKUP_DIR")" "$work"
mv "$work" "$final"
trap - EXIT

# Retention: names sort by time, so the oldest come first.
count=$(find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20[0-9][0-9]-*' | wc -l)
if [ "$count" -gt "$BACKUP_KEEP" ]; then
  find "$BACKUP_DIR" -mindepth 1 -maxdepth 1 -type d -name '20[0-9][0-9]-*' | sort | head -n "$((count - BACKUP_KEEP))" | while read -r old; do
    rm -rf "$old"
  done
fi
echo "backup: $final written ($(du -sh "$final" | cut -f1)); keeping the newest $BACKUP_KEEP"
