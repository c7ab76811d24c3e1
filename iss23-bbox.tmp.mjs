import sharp from "sharp";
const [f, g] = process.argv.slice(2);
const [a, b] = await Promise.all([f, g].map((x) => sharp(x).raw().toBuffer({ resolveWithObject: true })));
const w = a.info.width, c = a.info.channels; let x0=1e9,y0=1e9,x1=0,y1=0;
for (let i = 0; i < a.data.length; i += c) if (a.data[i]!==b.data[i]||a.data[i+1]!==b.data[i+1]||a.data[i+2]!==b.data[i+2]) { const p=i/c, x=p%w, y=Math.floor(p/w); x0=Math.min(x0,x);y0=Math.min(y0,y);x1=Math.max(x1,x);y1=Math.max(y1,y); }
console.log(x0,y0,x1,y1);
const left=Math.max(0,x0-40), top=Math.max(0,y0-40), width=Math.min(w-left,x1-x0+80), height=Math.min(a.info.height-top,y1-y0+80);
await sharp(f).extract({left,top,width,height}).toFile("/tmp/iss23-shots/crop-before.png");
await sharp(g).extract({left,top,width,height}).toFile("/tmp/iss23-shots/crop-after.png");
