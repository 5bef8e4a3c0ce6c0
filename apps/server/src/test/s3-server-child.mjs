// The tests' S3-compatible server in a process of its own (test/s3-server.ts starts it): s3rver,
// with the bucket `vitrina`, on a free port of 127.0.0.1, its objects in the folder given as
// the first argument. Prints `port <n>` once it listens; stops on SIGTERM. Its own process because
// s3rver's list continuation tokens use DES, which Node's OpenSSL 3 keeps in the legacy provider
// (`--openssl-legacy-provider`, given to this process only).
import S3rver from 's3rver';

const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: process.argv[2],
  configureBuckets: [{ name: 'vitrina' }],
});
const { port } = await server.run();
process.stdout.write(`port ${port}\n`);
// Gone with the test process that started it, even when that one was killed.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    process.exit(0);
  }
}, 1000).unref();
process.once('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
