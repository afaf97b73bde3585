// Draws the site's illustrations and brand tiles (no photos can be fetched here) and writes small files to public/.
// Run with `npx tsx scripts/generate-site-images.ts` after changing a drawing; the outputs are committed.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve('public/images');
fs.mkdirSync(path.join(out, 'collaborators'), { recursive: true });

/** A tiny deterministic random generator, so a re-run gives the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sparks(cx: number, cy: number, count: number, reach: number, seed: number): string {
  const rand = random(seed);
  let lines = '';
  for (let i = 0; i < count; i += 1) {
    const angle = -Math.PI * (0.05 + rand() * 0.9) + (rand() < 0.3 ? Math.PI : 0);
    const length = reach * (0.3 + rand() * 0.7);
    const x2 = cx + Math.cos(angle) * length;
    const y2 = cy + Math.sin(angle) * length + rand() * 40;
    const width = (0.8 + rand() * 1.8).toFixed(1);
    lines += `<line x1="${cx}" y1="${cy}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="url(#spark)" stroke-width="${width}" stroke-linecap="round"/>`;
  }
  return lines;
}

/** A dim workshop: steel beams, shelves of machines and a welding arc throwing sparks. */
function workshop({
  width,
  height,
  arcX,
  arcY,
  seed,
  tint = '#0f172a',
}: {
  width: number;
  height: number;
  arcX: number;
  arcY: number;
  seed: number;
  tint?: string;
}): string {
  const rand = random(seed);
  let shelves = '';
  for (let row = 0; row < 3; row += 1) {
    const y = height * (0.25 + row * 0.2);
    shelves += `<rect x="0" y="${y}" width="${width}" height="${height * 0.012}" fill="#334155"/>`;
    for (let x = 20; x < width; x += 60 + rand() * 90) {
      const w = 40 + rand() * 70;
      const h = height * (0.06 + rand() * 0.08);
      const shade = ['#1e293b', '#273449', '#3b4a61', '#7c2d12'][Math.floor(rand() * 4)];
      shelves += `<rect x="${x.toFixed(0)}" y="${(y - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="4" fill="${shade}"/>`;
    }
  }
  let beams = '';
  for (let x = -100; x < width + 100; x += width / 5) {
    beams += `<rect x="${x}" y="0" width="${width * 0.03}" height="${height}" fill="#0b1220" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#020617"/>
    </linearGradient>
    <radialGradient id="glow" cx="${arcX / width}" cy="${arcY / height}" r="0.55">
      <stop offset="0" stop-color="#fff7ed" stop-opacity="0.95"/>
      <stop offset="0.06" stop-color="#fdba74" stop-opacity="0.85"/>
      <stop offset="0.25" stop-color="#ea580c" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ea580c" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="spark" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff7ed"/><stop offset="1" stop-color="#f97316" stop-opacity="0.2"/>
    </linearGradient>
    <filter id="soft"><feGaussianBlur stdDeviation="${width / 400}"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g filter="url(#soft)">${beams}${shelves}</g>
  <rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#111827"/>
  <rect x="${arcX - width * 0.22}" y="${arcY + 6}" width="${width * 0.44}" height="${height * 0.03}" rx="3" fill="#475569"/>
  <rect x="${arcX - width * 0.2}" y="${arcY + 6 + height * 0.03}" width="${width * 0.02}" height="${height * 0.2}" fill="#334155"/>
  <rect x="${arcX + width * 0.18}" y="${arcY + 6 + height * 0.03}" width="${width * 0.02}" height="${height * 0.2}" fill="#334155"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g>${sparks(arcX, arcY, 70, width * 0.22, seed + 1)}</g>
  <circle cx="${arcX}" cy="${arcY}" r="${width * 0.006}" fill="#ffffff"/>
</svg>`;
}

/** A calm horizon for the vision: a road of light toward a rising sun over an industrial skyline. */
function horizon({ width, height, seed }: { width: number; height: number; seed: number }): string {
  const rand = random(seed);
  let skyline = '';
  for (let x = 0; x < width; x += 30 + rand() * 50) {
    const h = height * (0.08 + rand() * 0.18);
    skyline += `<rect x="${x.toFixed(0)}" y="${(height * 0.62 - h).toFixed(0)}" width="${(24 + rand() * 40).toFixed(0)}" height="${h.toFixed(0)}" fill="#0f172a"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e293b"/><stop offset="0.55" stop-color="#c2410c"/><stop offset="0.62" stop-color="#fdba74"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.6" r="0.3">
      <stop offset="0" stop-color="#fff7ed"/><stop offset="0.3" stop-color="#fed7aa" stop-opacity="0.8"/><stop offset="1" stop-color="#f97316" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#sun)"/>
  ${skyline}
  <rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="#111827"/>
  <path d="M${width * 0.47} ${height * 0.62} L${width * 0.53} ${height * 0.62} L${width * 0.8} ${height} L${width * 0.2} ${height} Z" fill="#334155"/>
  <path d="M${width * 0.497} ${height * 0.64} L${width * 0.503} ${height * 0.64} L${width * 0.51} ${height} L${width * 0.49} ${height} Z" fill="#fdba74"/>
</svg>`;
}

/** Hands on the job for the mission: a spanner over a gear on a workbench. */
function toolsOnBench({ width, height }: { width: number; height: number }): string {
  const cx = width * 0.45;
  const cy = height * 0.5;
  let teeth = '';
  for (let i = 0; i < 12; i += 1) {
    teeth += `<rect x="${cx - 18}" y="${cy - 150}" width="36" height="44" rx="6" fill="#64748b" transform="rotate(${i * 30} ${cx} ${cy})"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bench" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/>
    </linearGradient>
    <radialGradient id="lamp" cx="0.5" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#fb923c" stop-opacity="0.35"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="steel" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e2e8f0"/><stop offset="1" stop-color="#64748b"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bench)"/>
  <rect width="${width}" height="${height}" fill="url(#lamp)"/>
  ${teeth}
  <circle cx="${cx}" cy="${cy}" r="120" fill="#64748b"/>
  <circle cx="${cx}" cy="${cy}" r="45" fill="#1e293b"/>
  <g transform="rotate(-35 ${width * 0.6} ${height * 0.5})">
    <rect x="${width * 0.32}" y="${height * 0.47}" width="${width * 0.46}" height="34" rx="17" fill="url(#steel)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.47 + 17}" r="48" fill="url(#steel)"/>
    <rect x="${width * 0.8 - 8}" y="${height * 0.47 - 34}" width="64" height="36" fill="#1e293b" transform="rotate(20 ${width * 0.8} ${height * 0.47 + 17})"/>
  </g>
  <rect x="0" y="${height * 0.86}" width="${width}" height="${height * 0.14}" fill="#7c2d12"/>
  <rect x="0" y="${height * 0.86}" width="${width}" height="6" fill="#c2410c"/>
</svg>`;
}

async function webp(svg: string, file: string, quality = 58): Promise<void> {
  const target = path.join(out, file);
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(target);
  console.log(file, fs.statSync(target).size, 'bytes');
}

await webp(workshop({ width: 1600, height: 1000, arcX: 1050, arcY: 640, seed: 7 }), 'hero-1600.webp');
await webp(workshop({ width: 800, height: 1000, arcX: 520, arcY: 640, seed: 7 }), 'hero-800.webp');
await webp(
  workshop({ width: 1600, height: 600, arcX: 1180, arcY: 390, seed: 21, tint: '#1e293b' }),
  'about-banner.webp',
);
await webp(horizon({ width: 800, height: 600, seed: 3 }), 'vision.webp');
await webp(toolsOnBench({ width: 800, height: 600 }), 'mission.webp');

// Brand tiles of the collaborators strip: each brand name is drawn in its image, in the brand's colours.
const brands: [slug: string, name: string, background: string, ink: string][] = [
  ['dong-cheng', 'DONG CHENG', '#dc2626', '#ffffff'],
  ['amaxx', 'AMAXX', '#111827', '#facc15'],
  ['karcher', 'KÄRCHER', '#facc15', '#111827'],
  ['jasic', 'JASIC', '#1d4ed8', '#ffffff'],
  ['makita', 'makita', '#0e7490', '#ffffff'],
  ['bosch', 'BOSCH', '#ffffff', '#b91c1c'],
  ['esab', 'ESAB', '#fde047', '#1e3a8a'],
  ['stanley', 'STANLEY', '#111827', '#fbbf24'],
  ['lincoln-electric', 'LINCOLN ELECTRIC', '#b91c1c', '#ffffff'],
];
for (const [slug, name, background, ink] of brands) {
  const size = name.length > 12 ? 16 : name.length > 10 ? 19 : name.length > 7 ? 24 : 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${name}">
  <rect x="1" y="1" width="198" height="78" rx="10" fill="${background}" stroke="#cbd5e1" stroke-width="2"/>
  <text x="100" y="41" fill="${ink}" font-family="Arial, Helvetica, 'Liberation Sans', sans-serif" font-size="${size}" font-weight="800" letter-spacing="1" text-anchor="middle" dominant-baseline="middle">${name}</text>
</svg>\n`;
  fs.writeFileSync(path.join(out, 'collaborators', `${slug}.svg`), svg);
}

// The mark of the site: an orange hexagon with a welding spark.
fs.writeFileSync(
  path.join(out, 'logo.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
  <path d="M24 2 43 13v22L24 46 5 35V13Z" fill="#ea580c"/>
  <path d="M24 7 38.5 15.5v17L24 41 9.5 32.5v-17Z" fill="#0f172a"/>
  <path d="M26.5 11 17 26.5h6.5L21 37l10.5-15.5H25Z" fill="#fb923c"/>
</svg>\n`,
);
