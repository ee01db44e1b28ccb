// autocannon's setupRequest for `pnpm bench:api` (a CommonJS file: its worker threads `require`
// it). Each request asks for the history of one product from the list in BENCH_PICK_FILE:
// a random one, or with BENCH_PICK=sequence the next never-asked one (first reads).
'use strict';
const { readFileSync } = require('node:fs');

const ids = JSON.parse(readFileSync(process.env.BENCH_PICK_FILE ?? '', 'utf8'));
const isSequence = process.env.BENCH_PICK === 'sequence';
let next = 0;

module.exports = function pickProduct(request) {
  const id = isSequence ? ids[next++ % ids.length] : ids[Math.floor(Math.random() * ids.length)];
  request.path = `/api/products/${id}/history?range=all`;
  return request;
};
