import { measureSizes } from '/work/wt/s23/bench/size.mjs';
const s = await measureSizes(['publicClient','adminClient','chatClientSocketIoExternal']);
for (const [k,v] of Object.entries(s)) console.log(k, v.gzipBytes);
