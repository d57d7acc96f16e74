#!/usr/bin/env bash
# Proves the README's promise on this checkout: `npm start` serves the app at
# http://localhost:$PORT with /api/v1/health 200, the web app, and the demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-3000}
data_dir=$(mktemp -d)
log=$(mktemp)
cleanup() {
  # npm start runs the server as a grandchild: stop the whole process group, then wait for it.
  if [ -n "${pid:-}" ]; then
    kill -TERM -- "-$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do pgrep -g "$pid" >/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir" "$log"
}
trap cleanup EXIT

# Only DATA_DIR is moved so a developer's own ./data is untouched; everything else is the default.
# setsid: the server gets a process group of its own, which cleanup stops as a whole.
setsid env -u DATABASE_URL -u REDIS_URL DATA_DIR="$data_dir" PORT="$port" npm start >"$log" 2>&1 &
pid=$!
for _ in $(seq 1 180); do
  if curl -fsS "http://localhost:$port/api/v1/health" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then echo "npm start exited:"; cat "$log"; exit 1; fi
  sleep 1
done

# npm start says whether it built the web app or found it up to date.
grep -Eq '^web app: (building|up to date)' "$log" || { echo "npm start did not say how it got the web app:"; cat "$log"; exit 1; }

health=$(curl -fsS "http://localhost:$port/api/v1/health")
echo "health: $health"
# The server and the database are ok; a relay, when one is there (npm start runs a local coturn
# where turnserver is installed), is ok too.
HEALTH="$health" node -e '
  const h = JSON.parse(process.env.HEALTH);
  const ok = h.status === "ok" && h.db === "ok" && (h.turn === undefined || h.turn === "ok");
  process.exit(ok ? 0 : 1);
' || { echo "unexpected health"; exit 1; }

curl -fsS "http://localhost:$port/" | grep -q '<div id="root">' || { echo "the web app is not served at /"; exit 1; }
curl -fsS "http://localhost:$port/user/orders" | grep -q '<div id="root">' || { echo "no SPA fallback"; exit 1; }

signin=$(curl -fsS -X POST -H 'content-type: application/json' \
  -d '{"email":"demo@vitrine.local","password":"vitrine-demo-2026"}' \
  "http://localhost:$port/api/auth/sign-in/email")
echo "$signin" | grep -q '"token"' || { echo "demo customer cannot sign in: $signin"; exit 1; }
echo "smoke: npm start serves the app, health ok, demo customer signs in"
