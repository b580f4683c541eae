# syntax=docker/dockerfile:1
# Multi-stage: build with dev dependencies, run with production dependencies only, as the non-root node user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm install (not npm ci): lockfiles made on these machines omit other platforms' optional binaries (STACK 12)
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data LOG_DIR=/app/logs
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/locales ./locales
COPY --from=build --chown=node:node /app/server/db/migrations ./server/db/migrations
COPY --from=build --chown=node:node /app/client/public ./client/public
RUN mkdir -p /app/data /app/logs && chown node:node /app/data /app/logs
USER node
EXPOSE 3000
VOLUME ["/app/data", "/app/logs"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/server/index.js"]
