// Writes a gzip copy next to every compressible file of the build (`page.html` -> `page.html.gz`), which
// nginx serves as is (`gzip_static on` in deploy/nginx/site.conf) instead of compressing the file again on
// every request. Run by `npm run build` after `docusaurus build`; a file without a copy is still gzipped
// on the fly. Scripts and stylesheets, which every page loads, go through Zopfli: still gzip, about 4%
// smaller than zlib's best level, at the cost of some seconds of build time. Usage:
// node scripts/precompress.mjs [build-folder]
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzip, constants } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";

const zlibGzip = promisify(gzip);
const compress = (file, content) =>
  /\.(js|css)$/.test(file)
    ? zopfliGzip(content, { numiterations: 5 })
    : zlibGzip(content, { level: constants.Z_BEST_COMPRESSION });
const folder = process.argv[2] ?? "build";
const compressible = /\.(html|js|css|json|xml|svg|txt|md)$/;
const minimumBytes = 512; // as gzip_min_length

const files = (await readdir(folder, { recursive: true })).filter((file) => compressible.test(file));
let written = 0;
let rawBytes = 0;
let gzipBytes = 0;
await Promise.all(
  files.map(async (file) => {
    const content = await readFile(join(folder, file));
    if (content.length < minimumBytes) return;
    const compressed = await compress(file, content);
    await writeFile(join(folder, `${file}.gz`), compressed);
    written += 1;
    rawBytes += content.length;
    gzipBytes += compressed.length;
  }),
);
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(2);
console.log(`precompress: ${written} files, ${megabytes(rawBytes)} MB -> ${megabytes(gzipBytes)} MB gzip`);
