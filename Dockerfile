# Not built on the development machine (no Docker engine there); see README "Deploying".
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV APP_ENV=production NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
