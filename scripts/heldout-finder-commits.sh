#!/bin/bash
# scripts/heldout-finder-commits.sh MIRROR_GIT_DIR MEMORY_DIR: for a finder screening a fetched mirror
# Prints, tab-separated: memory_commit, later_commit (empty when no project file changed),
# topic files with frontmatter name+description at memory_commit, of them with type, source files
# outside the memory dir and .claude/ at memory_commit. Reads git only; prints no memory text.
set -euo pipefail
g=$1 dir=${2%/}
G() { git --git-dir="$g" -c core.fsmonitor=false -c core.hooksPath=/dev/null -c log.showSignature=false "$@"; }
head=$(G rev-parse HEAD)
if G cat-file -e "$head:$dir/MEMORY.md" 2>/dev/null; then
  holds=$head later=$head
else
  gone=$(G rev-list --first-parent -1 "$head" -- "$dir/MEMORY.md")
  [ -n "$gone" ] || { echo "no MEMORY.md at $dir in the default branch's history" >&2; exit 1; }
  holds=$(G rev-parse "$gone^1")
  G cat-file -e "$holds:$dir/MEMORY.md" 2>/dev/null || { echo "MEMORY.md history at $dir is not plain" >&2; exit 1; }
  later=$holds
fi
memory=$(G log --no-merges -1 --format=%H "$holds" -- "$dir")
[ -n "$(G diff --no-renames --name-only "$memory" "$later" -- . ":(exclude)$dir" ":(exclude).claude" | head -1)" ] || later=""
named=0 typed=0
for f in $(G ls-tree --name-only "$memory" -- "$dir/" | grep '\.md$' | grep -v '/MEMORY\.md$'); do
  keys=$(G show "$memory:$f" | awk 'NR==1 && $0!="---"{exit} NR>1 && $0=="---"{exit} NR>1{print}' | grep -oE '^(name|description|type):' | sort -u | tr -d '\n' || true)
  case $keys in *description:*name:*) named=$((named+1)) ;; esac
  case $keys in *type:*) typed=$((typed+1)) ;; esac
done
sources=$(G ls-tree -r --name-only "$memory" | grep -v "^$dir/" | grep -v '^\.claude/' | grep -cE '\.(ts|tsx|js|jsx|mjs|cjs|py|go|rs|java|kt|swift|dart|rb|php|cs|cpp|cc|c|h|hpp|vue|svelte|gd|lua|sh|sql|scala|ex|exs|zig|astro)$' || true)
printf '%s\t%s\t%s\t%s\t%s\n' "$memory" "$later" "$named" "$typed" "$sources"
