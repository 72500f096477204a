# The ad center as one image: the server with the built web client (SQLite by default; set
# DATABASE_URL for PostgreSQL, as docker-compose.yml does).
#   docker build -t ad-center .   ·   docker run -p 3000:3000 ad-center

# ---- build: install from the lockfile, generate the Prisma clients, build the web client -------
FROM node:20-bookworm AS build
ENV CI=true PNPM="npx --yes pnpm@10.34.9"
WORKDIR /app
# The store depends on the lockfile only: this layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN $PNPM fetch
COPY . .
# Then only what production needs: the dev dependencies go (generated clients and native builds stay).
RUN $PNPM install --offline --frozen-lockfile \
  && $PNPM turbo run build --filter=@adc/web \
  && $PNPM install --offline --frozen-lockfile --prod --ignore-scripts \
  && rm -rf apps/web/node_modules apps/web/src apps/web/e2e .turbo

# ---- runtime: what the server needs, as the unprivileged node user -----------------------------
FROM node:20-bookworm-slim AS runtime
ENV HOST=0.0.0.0 PORT=3000 UPLOAD_DIR=/data/uploads
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data/uploads /app/data && chown -R node:node /data /app/data
USER node
WORKDIR /app/apps/server
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/basic_config').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server runs its TypeScript through tsx (a production dependency): no npm, no install at start.
CMD ["node", "--import", "tsx", "src/main.ts"]
