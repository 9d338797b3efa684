// What a browser downloads for the login route and for the signed-in shell:
// the entry chunk with its static imports, plus the route's lazy chunk with
// its own and the language catalogue, summed over the distinct files, raw, gzip and brotli (as served).
// Reads the manifest of the built console (packages/web/dist).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../packages/web/dist');
interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
);

/** The chunk's file and those it imports statically, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest: build the console first');
// Every page loads the entry and one language's catalogue (zh_CN, the larger):
// the login page only the part it needs, the others all of it.
const boot = () => closure('src/i18n/zh_CN.boot.ts', closure(entry));
const route = (src: string, whole = true) =>
  closure(src, whole ? closure('src/i18n/zh_CN.ts', boot()) : boot());

function size(files: Set<string>) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const f of files) {
    const body = readFileSync(path.join(dist, f));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
    br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gz, br };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const rows: Array<[string, Set<string>]> = [
  ['login route (/user/login)', route('src/features/auth/LoginPage.tsx', false)],
  ['signed-in shell (menu routes)', route('src/app/menuRoutes.tsx')],
  ['manager dashboard', route('src/features/dashboards/ManagerDashboardPage.tsx')],
];
console.log('| route | files | JS+CSS raw | gzip | brotli |');
console.log('|---|---|---|---|---|');
for (const [name, files] of rows) {
  const s = size(files);
  console.log(`| ${name} | ${files.size} | ${kb(s.raw)} | ${kb(s.gz)} | ${kb(s.br)} |`);
}
