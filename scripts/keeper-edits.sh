#!/usr/bin/env bash
# The keepers' check: the two edits the people who keep this site make most often must not break a test.
# In a throwaway copy of the committed tree it (1) adds an English blog article by copying an existing one and
# changing its front matter, and (2) changes every phone number in src/site/clinic.ts to other valid Singapore
# numbers; then it runs `npm test` there. The working tree is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
copy=$(mktemp -d "${TMPDIR:-/tmp}/clinic-keepers-XXXXXX")
trap 'rm -rf "$copy"' EXIT

git archive HEAD | tar -x -C "$copy"
ln -s "$root/node_modules" "$copy/node_modules"
cd "$copy"

# 1. A new article: a copy of an existing one with seven front-matter values changed.
source_article=$(ls content/en/blog/*.md | head -n 1)
new_article=content/en/blog/keeping-active-with-knee-arthritis.md
node - "$source_article" "$new_article" <<'JS'
const fs = require('node:fs');
const [from, to] = process.argv.slice(2);
const set = (text, field, value) => text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
let text = fs.readFileSync(from, 'utf8');
text = set(text, 'title', 'Keeping Active with Knee Arthritis');
text = set(text, 'description', '"Gentle ways to stay active when knee arthritis makes walking and stairs harder, and when to see a specialist."');
text = set(text, 'summary', 'Staying active helps most people with knee arthritis. This guide explains safe ways to move more.');
text = set(text, 'date', '2026-10-01');
text = set(text, 'reviewed', '2026-10-15');
text = set(text, 'nextReview', '2027-10-15');
text = text.replace(/^(  alt: ).*$/m, '$1"A person walking slowly in a park with a bent knee brace"');
fs.writeFileSync(to, text);
JS

# 2. Every phone number of the clinic facts, to other valid Singapore numbers (the same number changes the same
#    way in its display form and its +65 form, so the facts stay consistent).
node <<'JS'
const fs = require('node:fs');
const file = 'src/site/clinic.ts';
let text = fs.readFileSync(file, 'utf8');
const swap = { 6: '6', 8: '9', 9: '8' };
let n = 0;
text = text.replace(/\+65((?:\\u00a0|\u00a0| )?)([689])(\d{3})((?:\\u00a0|\u00a0| )?)(\d{4})/g, (_, sp1, first, a, sp2, b) => {
  n++;
  const rest = [...`${a}${b}`].reverse().join('');
  return `+65${sp1}${swap[first]}${rest.slice(0, 3)}${sp2}${rest.slice(3)}`;
});
if (n < 8) throw new Error(`expected to change every phone number of ${file} (display and +65 forms), changed ${n}`);
fs.writeFileSync(file, text);
console.log(`keepers' check: changed ${n} phone numbers in ${file}`);
JS
git -C "$root" diff --no-index --stat "$root/src/site/clinic.ts" src/site/clinic.ts || true

npm test
