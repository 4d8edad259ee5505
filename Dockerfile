# syntax=docker/dockerfile:1
# Vowline's image: the built client and server with their production packages, run as the unprivileged `node` user.
# Build: docker build -t vowline .   Run: see deploy/compose.yaml and README "Running in production".

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client (with its pre-rendered pages) into dist/client, the server into dist/server; then the dev packages go.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIR=/app/dist/client
WORKDIR /app
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/dist ./dist
# DATA_DIR: mail files without SMTP_URL, images without S3_BUCKET. Give it a volume, or set both.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness. A load balancer asks /readyz instead, which a draining instance answers with 503.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 (no npm or shell between): SIGTERM reaches the server, which drains (DRAIN_DELAY_MS) and exits 0.
CMD ["node", "dist/server/main.js"]
