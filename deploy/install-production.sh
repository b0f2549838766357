#!/bin/sh
# Production dependencies only, in the current folder (package.json, package-lock.json, .npmrc):
# the Dockerfile runs this, and deploy/check-production-output.mjs runs it on the same files.
# --omit=peer leaves out the peers nothing installs for production (monaco-editor: the admin loads
# its editor from a CDN); prune-production.mjs, what else nothing reads in production.
set -eu
npm ci --omit=dev --omit=peer --no-audit --no-fund
node "$(dirname "$0")/prune-production.mjs"
