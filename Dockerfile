# syntax=docker/dockerfile:1
# The app as a container: the app's server over the production build, migrations applied by Payload on start.
#
# Node 22: the Redis cache handler (@fortedigital/nextjs-cache-handler) and the AWS SDK behind the
# object storage declare it; the app itself needs Node 20.9 or later (package.json "engines").
#
# Not Next's standalone output: that brings its own server.js and traces only the files Next's routes
# import, while this image runs the project's server (scripts/server.mjs), which drives `next` through
# its programmatic API beside the bundled /api routes, and Payload reads migrations and SQL files at
# start that no route imports. Pruning the dev dependencies gives the same runtime tree without a
# second, traced copy to keep in sync.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# `next build` and the /api routes' bundle; no database needed (pages render on first request). Then
# only runtime packages stay.
RUN node --import tsx scripts/build.ts && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 MEDIA_DIR=/data/media
RUN groupadd --system app && useradd --system --gid app app && mkdir -p /data/media && chown -R app:app /data
# The app's server (scripts/server.mjs: Next.js behind the /api's kept answers) and what it loads.
COPY --from=build --chown=app:app /app/package.json /app/next.config.mjs ./
COPY --from=build --chown=app:app /app/node_modules ./node_modules
COPY --from=build --chown=app:app /app/.next ./.next
COPY --from=build --chown=app:app /app/public ./public
COPY --from=build --chown=app:app /app/scripts/server.mjs ./scripts/server.mjs
COPY --from=build --chown=app:app /app/scripts/lib/pageBytes.mjs /app/scripts/lib/readyPages.mjs /app/scripts/lib/databaseWatch.mjs /app/scripts/lib/metrics.mjs /app/scripts/lib/accessLog.mjs /app/scripts/lib/staticFiles.mjs /app/scripts/lib/workGate.mjs ./scripts/lib/
COPY --from=build --chown=app:app /app/src/config/securityHeaders.mjs /app/src/config/contentSecurityPolicy.mjs /app/src/config/requestLimits.mjs /app/src/config/apiRoots.mjs /app/src/config/sharedCaches.mjs ./src/config/
COPY --from=build --chown=app:app /app/src/cache/responses.mjs /app/src/cache/local.mjs /app/src/cache/handler.mjs /app/src/cache/pageStore.mjs /app/src/cache/redis.mjs ./src/cache/
COPY --from=build --chown=app:app /app/src/lib/clientAddress.mjs /app/src/lib/rateLimits.mjs /app/src/lib/logger.mjs ./src/lib/
# The SQL files the migrations execute (src/lib/sqlFiles.ts), read beside the project
# when Payload applies pending migrations on start.
COPY --from=build --chown=app:app /app/src/search/sql ./src/search/sql
COPY --from=build --chown=app:app /app/src/prices/sql ./src/prices/sql
USER app
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/server.mjs"]
