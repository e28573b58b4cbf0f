import { build } from 'esbuild';
import { ENTRIES } from './size.mjs';
const name = process.argv[2];
const r = await build({ absWorkingDir: process.cwd(), stdin: { contents: ENTRIES[name].contents, resolveDir: process.cwd(), sourcefile: 'e.js', loader: 'js' }, bundle: true, write: false, minify: true, format: 'esm', platform: 'browser', target: 'es2022', legalComments: 'none', metafile: true, logLevel: 'silent', external: ENTRIES[name].external ?? [] });
process.stdout.write(r.outputFiles[0].text);
const ins = Object.entries(Object.values(r.metafile.outputs)[0].inputs).map(([f, { bytesInOutput }]) => [f, bytesInOutput]).sort((a, b) => b[1] - a[1]);
console.error(ins.map(x=>x.join(' ')).join('\n'));
