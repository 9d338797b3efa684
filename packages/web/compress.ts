import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the
 * build, compressed once at their best levels, so the server sends them as
 * they are (@fastify/static's `preCompressed`) instead of compressing per request.
 * Node's zlib is all this needs.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rpa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const name of [...Object.keys(bundle), 'index.html']) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = path.join(outDir, name);
        let body: Buffer;
        try {
          body = readFileSync(file);
        } catch {
          continue;
        }
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
