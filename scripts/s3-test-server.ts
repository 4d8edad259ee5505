import { startS3Server } from '../tests/support/s3Server';

// A real S3-compatible server (s3rver) for runs without containers: the browser tests' one app stores its images in
// it (playwright.config.ts starts it first), and scripts/two-instances.ts points both instances at it.
// Usage: tsx scripts/s3-test-server.ts <port> [bucket] [folder]. Its files go in the folder (emptied first; by
// default a temporary one), deleted when it stops on SIGTERM or SIGINT.
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: tsx scripts/s3-test-server.ts <port> [bucket] [folder]');
  process.exit(2);
}
const server = await startS3Server(process.argv[3] ?? 'vowline-media', port, process.argv[4]);
console.log(`s3-test-server: bucket "${server.bucket}" at ${server.endpoint}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
