#!/usr/bin/env bash
# `npm test`: every test, in order of cost. Exits non-zero on the first failure; leaves no process behind.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's wall time, printed at the end (also when a stage fails), to see where the time goes.
stages=()
stage_start=$SECONDS
current=''
finish_stage() {
  if [[ -n "$current" ]]; then stages+=("$(printf '%5ds  %s' $((SECONDS - stage_start)) "$current")"); fi
  current=''
}
print_times() {
  finish_stage
  printf '\n\033[1m== time by stage ==\033[0m\n'
  printf '%s\n' "${stages[@]}"
  printf '%5ds  in all\n' "$SECONDS"
}
trap print_times EXIT
step() {
  finish_stage
  current="$*"
  stage_start=$SECONDS
  printf '\n\033[1m== %s ==\033[0m\n' "$*"
}

# Lint and typecheck side by side: each leaves a core mostly idle (17+12+4 s and 54 s alone, 87 s in
# turn; together about 60 s). The typecheck's output is held back and printed after lint's.
step "lint and typecheck"
typecheck_log="$(mktemp)"
npm run --silent typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
lint_status=0
{
  npm run --silent lint &&
    # Prettier (.prettierrc.json): a file that is not formatted fails here; `npm run format` fixes it.
    npx prettier --check . --log-level warn &&
    # A deliberate break of each fence and an import cycle still fail lint, from every workspace (Node's runner).
    node --test scripts/
} || lint_status=$?
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
printf '\n-- typecheck --\n'
cat "$typecheck_log"
rm -f "$typecheck_log"
if ((lint_status != 0)); then echo "lint failed" >&2; fi
if ((typecheck_status != 0)); then echo "typecheck failed" >&2; fi
if ((lint_status != 0 || typecheck_status != 0)); then exit 1; fi

step "unit tests (engine, contract, bench, web)"
npx vitest run --project engine --project contract --project bench --project web

step "server integration tests on PGlite"
npx vitest run --project server

step "server integration tests on PostgreSQL"
# test/unit/ holds the server's database-free tests (argument parsers, caches, the error table...):
# they ran in the stage above and would only repeat it here.
bash scripts/with-postgres.sh npx vitest run --project server --exclude 'test/unit/**'

step "reliability (short): kill -9 and a PostgreSQL restart under load, nothing acknowledged lost"
npm run --silent reliability -- --short

step "end-to-end tests in Chromium"
bash scripts/e2e.sh

finish_stage
printf '\n\033[1mall tests passed\033[0m\n'
