# syntax=docker/dockerfile:1
# Stagebook: one container, one Koa process (SPA + tRPC + REST + embedded auth/storage when not configured).
# .ci/runtime-stage.ts reproduces the runtime stage from this file without Docker (CI): keep COPY, ENV, CMD and
# HEALTHCHECK in the forms it reads.

FROM node:24-trixie-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-trixie-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# What the server imports, nothing of the client's (devDependencies). --legacy-peer-deps leaves out TypeScript,
# which @trpc/server names as a peer for its types only and which would otherwise add 23 MB.
RUN npm ci --omit=dev --legacy-peer-deps --no-audit --no-fund

FROM node:24-trixie-slim AS server-files
WORKDIR /app
COPY src ./src
COPY src-server ./src-server
COPY migrations ./migrations
# Tests, their helpers and the build-time Vite plugins stay out of the image (.ci/runtime-stage.ts fails on a
# server file the server never imports, and proves the server starts without them).
RUN find src src-server migrations -name '*.test.ts' -delete \
 && rm -r src-server/test src-server/auth/auth-test-kit.ts src-server/media/test-images.ts \
    src-server/directory/judged-queries.ts src-server/directory/judged-natural-queries.ts src-server/db/landed.ts src-server/db/landed-migrations.json src-server/build/*-plugin.ts

FROM node:24-trixie-slim AS runtime
# pg_dump and pg_restore, which the backup and restore commands run on Postgres (DATABASE_URL). Debian's client 17
# dumps and restores servers 15 to 17, the versions the app supports up to this client (docs/operating.md, "Back up").
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-17 \
 && rm -rf /var/lib/apt/lists/*
# A public address: the server refuses to start without PUBLIC_URL (docker run -e PUBLIC_URL=https://…).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY --from=server-files /app/src ./src
COPY --from=server-files /app/src-server ./src-server
COPY --from=server-files /app/migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The flags of `npm start` (docs/operating.md#memory): no optimising compiler for PGlite's WebAssembly, a small young generation.
CMD ["node", "--liftoff-only", "--max-semi-space-size=8", "src-server/main.ts"]
