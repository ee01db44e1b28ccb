import { Writable } from 'node:stream';

/** Anything React's `renderToPipeableStream` answers: it pipes into a writable. */
interface Pipeable {
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
}

/** Collects what a pipeable stream writes, as UTF-8 text, until it ends. */
export function streamToString(stream: Pipeable): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    stream.pipe(sink);
  });
}
