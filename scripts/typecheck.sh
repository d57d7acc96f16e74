#!/usr/bin/env bash
# `npm run typecheck`: every TypeScript project of the repository (contracts, web with its
# journeys, and the root's, which holds the server with the config, bench and scripts that import
# it), each with its own tsc. The root project includes apps/server/src, so the server's files,
# which bench and scripts import, are checked once, not in two programs (apps/server/tsconfig.json
# stays, for editors and `tsc -p apps/server`, with the same options but allowJs). The projects are
# independent, so they run in two lanes side by side (the two that take longest, web and the root,
# in different lanes); each lane's output is printed once it is done. Fails if any project does.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
out_a=$(mktemp)
out_b=$(mktemp)
trap 'rm -f "$out_a" "$out_b"' EXIT

# Checks each project given, one after another; fails if any failed.
lane() {
  local status=0 project
  for project in "$@"; do "$tsc" -p "$project" || status=1; done
  return "$status"
}
lane apps/web packages/contracts >"$out_a" 2>&1 &
lane_a=$!
lane . >"$out_b" 2>&1 &
lane_b=$!

failed=0
wait "$lane_a" || failed=1
wait "$lane_b" || failed=1
cat "$out_a" "$out_b"
exit "$failed"
