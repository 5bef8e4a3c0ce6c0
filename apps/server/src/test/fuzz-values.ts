// The hostile values the fuzz harness (fuzz.ts) puts in a request: path segments, query
// parameters, JSON fields and whole bodies.

/** A lone surrogate: not encodable as UTF-8. */
export const LONE = '\ud800';
/** Values a path segment is replaced with (URL-encoded already). */
export const HOSTILE_PATH = [
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  'abc',
  '%00',
  '%ED%A0%80',
  '1e400',
  '9'.repeat(400),
];
/** Values of a query parameter (raw; the builder encodes them). */
export const HOSTILE_QUERY: unknown[] = [
  '99999999999',
  '2147483648',
  '-2147483649',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '2024-02-30',
  '0001-01-01',
  '9999-12-31',
  'a\u0000b',
  `x${LONE}`,
  'x'.repeat(5000),
  ['1', '2'],
  // Cursors a client forged: ids past integer, wrong types, a bogus timestamp, not JSON.
  ...[{ id: 99999999999 }, { id: '1; select 1' }, { u: 'ayer', id: 1 }, { p: true, id: -1e20 }, [], null].map(
    (key) => Buffer.from(JSON.stringify(key)).toString('base64url'),
  ),
  Buffer.from('{"id":').toString('base64url'),
  "' OR 1=1 --",
  '%_\\',
];
/** Values of a JSON body field. */
export const HOSTILE_JSON: unknown[] = [
  99999999999,
  2147483648,
  -2147483649,
  1e308,
  -1,
  0,
  1.5,
  '99999999999',
  'NaN',
  '2024-02-30',
  '0001-01-01',
  '9999-12-31',
  'a\u0000b',
  LONE,
  `ab\udfff`,
  'x'.repeat(20_000),
  null,
  true,
  [],
  {},
  [1, 2],
  { $gt: '' },
  "' OR 1=1 --",
  '=HYPERLINK("http://x")',
];

/** What a whole body is replaced with, and how it is sent. */
export type RawBody = { payload: string | Buffer; contentType: string };
const MULTIPART_BOUNDARY = 'fuzzboundary';
export const HOSTILE_BODIES: RawBody[] = [
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: '12', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'texto', contentType: 'text/plain' },
  {
    payload: Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\nno es una imagen\r\n--${MULTIPART_BOUNDARY}\r\n` +
        `Content-Disposition: form-data; name="name"\r\n\r\nx\u0000y\r\n--${MULTIPART_BOUNDARY}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
  },
  { payload: Buffer.from('--x\r\nbroken'), contentType: 'multipart/form-data; boundary=x' },
];
