# Production image: the app only; PostgreSQL comes from DATABASE_URI (see docker-compose.yml).
FROM node:24-bookworm-slim

WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund

COPY . .
# The build needs no secret and no database; the real secret is given at run time.
RUN npm run build

# Dates on the site are shown in Nigerian time.
ENV TZ=Africa/Lagos \
    NODE_ENV=production \
    PORT=3000 \
    UPLOADS_DIR=/data/uploads
RUN mkdir -p /data/uploads && chown -R node:node /data /app/.next
USER node
EXPOSE 3000

# Applies pending migrations, creates the first super admin if there is none, then serves.
CMD ["node", "src/cli/start.mjs"]
