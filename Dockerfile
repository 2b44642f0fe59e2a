# syntax=docker/dockerfile:1
# quo as a container: the production folder (pnpm build:production) on Node.js 22, run by the
# unprivileged `node` user. See docs/operations.md; compose.yaml runs two of these behind HAProxy.

FROM node:22-bookworm-slim AS build
WORKDIR /src
# pnpm at the version package.json pins, through corepack (from the npm registry).
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm build:production /opt/quo

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    QUO_DATA_DIR=/var/lib/quo
WORKDIR /opt/quo
# Exactly the production folder: the bundled server, migrations, shipped data, the built apps
# and production dependencies; owned by root so the server cannot change its own code.
COPY --from=build /opt/quo /opt/quo
RUN mkdir -p /var/lib/quo && chown node:node /var/lib/quo
USER node
VOLUME /var/lib/quo
EXPOSE 8080
# Ready means: the database answers, this version's migrations are applied, not shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: /readyz turns 503, the server keeps serving QUO_SHUTDOWN_GRACE_SECONDS (5), then drains.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server.js"]
