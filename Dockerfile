# The production image (README, "Deploying"): Node 24, the app's build and production dependencies
# only, run as the unprivileged `node` user. PostgreSQL is separate (DATABASE_URI; docker-compose.yml
# runs one). No secret goes into the image: every setting is given at run time.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, to build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# The build needs no secret and no database.
RUN node src/cli/build.mjs --force && node deploy/runtime-files.mjs /runtime

# Production dependencies only, without what nothing in production reads.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY deploy/install-production.sh deploy/prune-production.mjs deploy/
RUN sh deploy/install-production.sh && rm -rf /root/.npm

FROM ${NODE_IMAGE}
WORKDIR /app
# Log lines' times and a daily JOBS_CRON read in Nigerian time (pages show Lagos dates whatever TZ is: src/lib/dates.ts).
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    TZ=Africa/Lagos \
    PORT=3000 \
    UPLOADS_DIR=/data/uploads
# Dependencies first: they change least, so an update brings only the app's own layer.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /runtime/ ./
# The build's fingerprint, whatever times COPY gave the files, and the only folders the app writes
# (deploy/check-production-output.mjs runs the same script, so the test run catches a broken step).
RUN node deploy/finish-image.mjs /data/uploads
USER node
EXPOSE 3000
# Migrations run at start (one instance at a time), so a first start takes longer.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "deploy/container-start.mjs"]
