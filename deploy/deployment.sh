# Shared by deploy/roll.sh and deploy/update.sh (sourced, not run): what the running deployment in
# this folder is, and the checks that refuse to touch it while a step of README's "Upgrading from the
# release before Compose and Caddy" is missing. Only `docker ps`, `docker inspect` and `docker exec`
# are used before the checks pass: `docker compose` itself stops on a missing .env setting.

# The upgrade section, named in every refusal.
UPGRADE_SECTION='README, "Upgrading from the release before Compose and Caddy"'

# A setting as Compose reads it: the shell's environment first, then the last line of .env.
env_value() {
  if eval "[ -n \"\${$1+set}\" ]"; then
    eval "printf '%s' \"\$$1\""
    return
  fi
  [ -f .env ] || return 0
  sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*//p" .env | tail -n 1 |
    sed -e "s/^\"\(.*\)\"[[:space:]]*$/\1/" -e "s/^'\(.*\)'[[:space:]]*$/\1/"
}

# The Compose project: COMPOSE_PROJECT_NAME if set, else docker-compose.yml's top-level name.
project_name() {
  name=$(env_value COMPOSE_PROJECT_NAME)
  [ -n "$name" ] || name=$(sed -n 's/^name:[[:space:]]*//p' docker-compose.yml | head -n 1)
  printf '%s' "$name"
}

# The project name Compose gave a file without `name:` in this folder: the folder's, lower-cased.
folder_project() {
  basename "$PWD" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9_-'
}

# Containers of one service of a project (running only, unless $3 is -a).
containers_of() {
  # shellcheck disable=SC2086 # $3 is an optional flag
  docker ps -q ${3:-} --filter "label=com.docker.compose.project=$1" \
    --filter "label=com.docker.compose.service=$2"
}

name_of() {
  docker inspect --format '{{.Name}}' "$1" | sed 's|^/||'
}

# Compose projects started from this folder other than the current one: an older docker-compose.yml
# without `name:` named its project (and so its volumes) after the folder.
other_projects() {
  {
    docker ps -a --filter "label=com.docker.compose.project.working_dir=$PWD" \
      --format '{{.Label "com.docker.compose.project"}}'
    docker ps -a --filter "label=com.docker.compose.project=$(folder_project)" \
      --format '{{.Label "com.docker.compose.project"}}'
  } | sort -u | grep -vxF "$1" || true
}

# The steps of the upgrade from the release that had no .env, with this deployment's names.
upgrade_steps() { # project, app container, db container
  cat << STEPS
  1. A backup first (that release has no backup service):
       mkdir -p backups/before-upgrade
       docker exec $3 pg_dump -U fellowship -d fellowship --format=custom > backups/before-upgrade/database.dump
       docker exec $2 tar -C /data/uploads -czf - . > backups/before-upgrade/uploads.tar.gz
  2. The settings file, with the old secret (a new one signs every admin out and breaks the links
     already e-mailed):
       cp .env.example .env && chmod 600 .env
       docker inspect --format '{{range .Config.Env}}{{println .}}{{end}}' $2
     Copy PAYLOAD_SECRET and your other settings from that list into .env.
  3. In .env also: POSTGRES_PASSWORD=fellowship, the password the database was created with (or
     the POSTGRES_PASSWORD that \`docker inspect $3\` lists), and PUBLIC_SERVER_URL, TRUST_PROXY_HOPS=1
     and the Paystack keys as README's "Deploying" step 3 says.
STEPS
  [ "$1" = "$(sed -n 's/^name:[[:space:]]*//p' docker-compose.yml | head -n 1)" ] ||
    echo "  4. In .env also: COMPOSE_PROJECT_NAME=$1, so the site keeps its data (volumes ${1}_pgdata and ${1}_uploads)."
  echo "Then run this command again."
}

# Refuses (exit 1, nothing changed) when the next step would leave the site down; $1 names the script.
check_deployment() {
  project=$(project_name)
  others=$(other_projects "$project")
  current=$(docker ps -a -q --filter "label=com.docker.compose.project=$project")
  if [ -n "$others" ]; then
    old=$(printf '%s\n' "$others" | head -n 1)
    old_app=$(containers_of "$old" app -a | head -n 1)
    old_db=$(containers_of "$old" db -a | head -n 1)
    if [ ! -f .env ]; then
      echo "$1: there is no .env, and this folder's site runs as the Compose project \"$old\" of the release before .env ($UPGRADE_SECTION). Nothing was changed. Next:" >&2
      upgrade_steps "$old" "$(name_of "$old_app")" "$(name_of "$old_db")" >&2
    else
      echo "$1: this folder's site runs as the Compose project \"$old\", its data in the volumes ${old}_pgdata and ${old}_uploads, but docker-compose.yml now starts \"$project\", which would come up on new, empty volumes. Nothing was changed. Add COMPOSE_PROJECT_NAME=$old to .env ($UPGRADE_SECTION), then run this command again." >&2
      [ -z "$current" ] || echo "$1: (\"$project\" has containers too; \`docker volume ls\` lists both projects' volumes.)" >&2
    fi
    exit 1
  fi
  if [ ! -f .env ]; then
    app=$(containers_of "$project" app -a | head -n 1)
    if [ -n "$app" ]; then
      echo "$1: there is no .env, and the site runs from the release before .env ($UPGRADE_SECTION). Nothing was changed. Next:" >&2
      upgrade_steps "$project" "$(name_of "$app")" "$(name_of "$(containers_of "$project" db -a | head -n 1)")" >&2
    else
      echo "$1: there is no .env and no site runs from this folder: for a first start follow README, \"Deploying\" (step 3 writes .env)." >&2
    fi
    exit 1
  fi
  check_database_password "$1" "$project"
}

# PostgreSQL keeps the password it was created with; a new POSTGRES_PASSWORD in .env would leave
# every new replica failing to sign in. Checked over the network (not the trusted local socket).
check_database_password() {
  [ -z "$(env_value DATABASE_URI)" ] || return 0
  password=$(env_value POSTGRES_PASSWORD)
  db=$(containers_of "$2" db | head -n 1)
  [ -n "$password" ] && [ -n "$db" ] || return 0
  if ! PGPASSWORD=$password docker exec -e PGPASSWORD "$db" \
    psql -h db -U fellowship -d fellowship -tAc 'SELECT 1' > /dev/null 2>&1; then
    echo "$1: the database does not accept POSTGRES_PASSWORD from .env: PostgreSQL keeps the password it was created with (the release before .env created it with \"fellowship\"). Nothing was changed. Either put that password back in .env (POSTGRES_PASSWORD=fellowship for that release), or give the database the one in .env: \`docker exec -it $(name_of "$db") psql -U fellowship -d fellowship\`, then type \\password fellowship and the value of POSTGRES_PASSWORD twice, then \\q. Then run this command again ($UPGRADE_SECTION)." >&2
    exit 1
  fi
}
