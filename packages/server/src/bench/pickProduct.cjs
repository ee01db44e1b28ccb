// autocannon's setupRequest for `pnpm bench:api` and `pnpm bench:ssr` (a CommonJS file: its worker
// threads `require` it). Each request asks for one product from the list in BENCH_PICK_FILE:
// a random one, or with BENCH_PICK=sequence the next never-asked one (first reads); its path is
// BENCH_PICK_PATH with `{id}` replaced (by default the product's whole history).
'use strict';
const { readFileSync } = require('node:fs');

const ids = JSON.parse(readFileSync(process.env.BENCH_PICK_FILE ?? '', 'utf8'));
const isSequence = process.env.BENCH_PICK === 'sequence';
const path = process.env.BENCH_PICK_PATH ?? '/api/products/{id}/history?range=all';
let next = 0;

module.exports = function pickProduct(request) {
  const id = isSequence ? ids[next++ % ids.length] : ids[Math.floor(Math.random() * ids.length)];
  request.path = path.replace('{id}', id);
  return request;
};
