/**
 * Product-shot illustrations for the demo catalogue, drawn as SVG and rasterised by sharp.
 * Shapes and gradients only: a fresh machine may have no fonts, so nothing here relies on text.
 * Every drawing sits on an 800 × 800 canvas with the floor at about y = 625.
 */

export type ArtKind =
  | 'welder'
  | 'spot-welder'
  | 'helmet'
  | 'gloves'
  | 'discs'
  | 'wire-spool'
  | 'electrodes'
  | 'drill'
  | 'grinder'
  | 'rotary-hammer'
  | 'circular-saw'
  | 'cut-off-saw'
  | 'generator'
  | 'inverter-generator'
  | 'compressor'
  | 'pressure-washer'
  | 'vacuum'
  | 'paint-sprayer'
  | 'ladder'
  | 'vice'
  | 'bottle-jack'
  | 'toolbox';

export type WelderPanel = 'mig' | 'arc' | 'tig' | 'plasma';

export type Art = {
  kind: ArtKind;
  /** Main colour of the housing, `#rrggbb`. */
  body: string;
  /** Second colour: grips, trims, graphics. */
  accent: string;
  /** Panel layout of a welder box. */
  panel?: WelderPanel;
  /** A power tool that runs on a battery rather than a cord. */
  cordless?: boolean;
  /** Bigger build: a longer tank, wheels on a generator, a second dial. */
  large?: boolean;
};

/** The introduction image is the whole product; the additional images look at it in other ways. */
export type ArtView = 'intro' | 'detail' | 'closeup' | 'workshop' | 'box';

export const ART_SIZE = 800;

// ---------------------------------------------------------------- colour

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.min(1, Math.abs(amount));
  return `#${channels(hex)
    .map((c) => Math.round(c + (target - c) * weight))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

const INK = '#1f2328';
const RUBBER = '#2a2d33';

// ---------------------------------------------------------------- primitives

type Attrs = Record<string, string | number>;

function attrs(extra: Attrs): string {
  return Object.entries(extra)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join('');
}

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${attrs(extra)}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${attrs(extra)}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${attrs(extra)}/>`;
}

function path(d: string, fill: string, extra: Attrs = {}): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

function poly(points: Array<[number, number]>, fill: string, extra: Attrs = {}): string {
  return `<polygon points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${attrs(extra)}/>`;
}

function group(content: string, transform: string): string {
  return `<g transform="${transform}">${content}</g>`;
}

function repeat(count: number, draw: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => draw(index)).join('');
}

/** A box seen slightly from above and to the right: front face, top face and right side. */
function box3d(x: number, y: number, w: number, h: number, depth: number, colour: string, front = colour): string {
  const dx = depth * 0.8;
  const dy = -depth * 0.55;
  return (
    poly(
      [
        [x, y],
        [x + dx, y + dy],
        [x + w + dx, y + dy],
        [x + w, y],
      ],
      shade(colour, 0.28),
    ) +
    poly(
      [
        [x + w, y],
        [x + w + dx, y + dy],
        [x + w + dx, y + h + dy],
        [x + w, y + h],
      ],
      shade(colour, -0.32),
    ) +
    rect(x, y, w, h, front)
  );
}

/** A rotary knob with a scale of ticks around it. */
function dial(cx: number, cy: number, r: number, angle: number, cap = '#3b4048'): string {
  const ticks = repeat(11, (i) => {
    const a = ((-135 + i * 27) * Math.PI) / 180;
    const r1 = r + 6;
    const r2 = r + (i % 5 === 0 ? 16 : 11);
    return line(
      cx + r1 * Math.sin(a),
      cy - r1 * Math.cos(a),
      cx + r2 * Math.sin(a),
      cy - r2 * Math.cos(a),
      '#c9ced6',
      3,
    );
  });
  const a = (angle * Math.PI) / 180;
  return (
    ticks +
    circle(cx, cy, r, INK) +
    circle(cx, cy, r * 0.82, 'url(#knob)') +
    circle(cx, cy, r * 0.82, 'none', { stroke: cap, 'stroke-width': 3 }) +
    line(
      cx + r * 0.2 * Math.sin(a),
      cy - r * 0.2 * Math.cos(a),
      cx + r * 0.7 * Math.sin(a),
      cy - r * 0.7 * Math.cos(a),
      '#f4f6f8',
      5,
    )
  );
}

/** A twist-lock cable socket (DINSE style) on a welder panel. */
function socket(cx: number, cy: number, r: number, ring = '#111418'): string {
  return circle(cx, cy, r, ring) + circle(cx, cy, r * 0.62, 'url(#brass)') + circle(cx, cy, r * 0.26, '#3a2c14');
}

const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

/** Seven-segment digits drawn as bars, so that the welder's display reads without a font. */
function segmentDisplay(x: number, y: number, w: number, h: number, digits: string, glow: string): string {
  const pad = h * 0.18;
  const cellW = (w - pad * 2) / digits.length;
  const dw = cellW * 0.72;
  const dh = h - pad * 2;
  const t = Math.max(3, dh * 0.12);
  const bars = [...digits]
    .map((digit, i) => {
      const ox = x + pad + i * cellW + (cellW - dw) / 2;
      const oy = y + pad;
      const on = SEGMENTS[digit] ?? '';
      const seg: Record<string, [number, number, number, number]> = {
        a: [ox + t, oy, dw - 2 * t, t],
        b: [ox + dw - t, oy + t, t, dh / 2 - t],
        c: [ox + dw - t, oy + dh / 2, t, dh / 2 - t],
        d: [ox + t, oy + dh - t, dw - 2 * t, t],
        e: [ox, oy + dh / 2, t, dh / 2 - t],
        f: [ox, oy + t, t, dh / 2 - t],
        g: [ox + t, oy + dh / 2 - t / 2, dw - 2 * t, t],
      };
      return Object.entries(seg)
        .map(([name, [sx, sy, sw, sh]]) => rect(sx, sy, sw, sh, on.includes(name) ? glow : shade(glow, -0.82), t / 2))
        .join('');
    })
    .join('');
  return rect(x - 4, y - 4, w + 8, h + 8, '#0d0f12', 8) + rect(x, y, w, h, '#0a1512', 5) + bars;
}

function led(cx: number, cy: number, colour: string): string {
  return (
    circle(cx, cy, 7, shade(colour, -0.5)) +
    circle(cx, cy, 5, colour) +
    circle(cx - 1.5, cy - 1.5, 1.8, '#ffffff', { opacity: 0.8 })
  );
}

function toggle(x: number, y: number): string {
  return rect(x, y, 22, 34, '#0d0f12', 4) + rect(x + 5, y + 5, 12, 14, '#e9ecef', 2);
}

function gauge(cx: number, cy: number, r: number, needle: number): string {
  const a = (needle * Math.PI) / 180;
  const ticks = repeat(9, (i) => {
    const t = ((-120 + i * 30) * Math.PI) / 180;
    return line(
      cx + r * 0.62 * Math.sin(t),
      cy - r * 0.62 * Math.cos(t),
      cx + r * 0.76 * Math.sin(t),
      cy - r * 0.76 * Math.cos(t),
      INK,
      2,
    );
  });
  return (
    circle(cx, cy, r, 'url(#metal)') +
    circle(cx, cy, r * 0.84, '#fbfbf8') +
    path(`M ${cx} ${cy} m ${-r * 0.7} 0 a ${r * 0.7} ${r * 0.7} 0 0 1 ${r * 0.35} ${-r * 0.6}`, 'none', {
      stroke: '#2f9e44',
      'stroke-width': 4,
    }) +
    path(`M ${cx} ${cy} m ${r * 0.35} ${-r * 0.6} a ${r * 0.7} ${r * 0.7} 0 0 1 ${r * 0.35} ${r * 0.6}`, 'none', {
      stroke: '#e03131',
      'stroke-width': 4,
    }) +
    ticks +
    line(cx, cy, cx + r * 0.66 * Math.sin(a), cy - r * 0.66 * Math.cos(a), '#c92a2a', 3) +
    circle(cx, cy, r * 0.1, INK)
  );
}

function wheel(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#16181c') +
    circle(cx, cy, r * 0.78, '#2b2f36') +
    circle(cx, cy, r * 0.45, 'url(#metal)') +
    circle(cx, cy, r * 0.14, '#5c636c')
  );
}

/** Rows of slots, for motor vents and cooling louvres. */
function vents(x: number, y: number, w: number, h: number, count: number, colour: string): string {
  const gap = h / count;
  return repeat(count, (i) => rect(x, y + i * gap, w, gap * 0.5, colour, (gap * 0.5) / 2));
}

function cable(d: string, width = 12, colour = '#16181c'): string {
  return path(d, 'none', {
    stroke: colour,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

// ---------------------------------------------------------------- drawings

function welderPanel(panel: WelderPanel, a: Art, x: number, y: number): string {
  // The panel area starts at (x, y) and is 392 × 292.
  switch (panel) {
    case 'mig':
      return (
        segmentDisplay(x + 34, y + 34, 128, 62, '180', '#7dff9b') +
        segmentDisplay(x + 34, y + 116, 128, 62, '215', '#ffb347') +
        dial(x + 236, y + 74, 36, 40) +
        dial(x + 330, y + 74, 36, -60) +
        led(x + 200, y + 150, '#51cf66') +
        led(x + 226, y + 150, '#ffd43b') +
        toggle(x + 300, y + 134) +
        toggle(x + 332, y + 134) +
        circle(x + 78, y + 238, 34, '#0d0f12') +
        circle(x + 78, y + 238, 24, 'url(#brass)') +
        repeat(4, (i) =>
          circle(x + 78 + 11 * Math.cos((i * Math.PI) / 2), y + 238 + 11 * Math.sin((i * Math.PI) / 2), 4, '#3a2c14'),
        ) +
        socket(x + 218, y + 238, 26) +
        socket(x + 318, y + 238, 26)
      );
    case 'arc':
      return (
        dial(x + 196, y + 108, 64, 35) +
        led(x + 62, y + 62, '#51cf66') +
        led(x + 62, y + 96, '#ff6b6b') +
        rect(x + 312, y + 44, 48, 30, '#0d0f12', 6) +
        rect(x + 318, y + 50, 36, 18, a.accent, 4) +
        socket(x + 120, y + 240, 30) +
        socket(x + 272, y + 240, 30)
      );
    case 'tig':
      return (
        segmentDisplay(x + 30, y + 30, 150, 66, '160', '#74c0fc') +
        dial(x + 244, y + 64, 30, -20) +
        dial(x + 334, y + 64, 30, 60) +
        dial(x + 244, y + 150, 24, 90) +
        dial(x + 334, y + 150, 24, -90) +
        repeat(3, (i) => toggle(x + 40 + i * 42, y + 120)) +
        led(x + 170, y + 136, '#51cf66') +
        socket(x + 62, y + 238, 26) +
        circle(x + 150, y + 238, 18, 'url(#brass)') +
        circle(x + 150, y + 238, 7, '#3a2c14') +
        rect(x + 196, y + 222, 40, 32, '#0d0f12', 8) +
        repeat(3, (i) => circle(x + 206 + i * 10, y + 238, 3, '#c9ced6')) +
        socket(x + 320, y + 238, 26)
      );
    case 'plasma':
      return (
        segmentDisplay(x + 34, y + 36, 120, 60, '40', '#ff8787') +
        dial(x + 270, y + 76, 44, 10) +
        gauge(x + 94, y + 156, 38, 40) +
        led(x + 200, y + 150, '#51cf66') +
        led(x + 228, y + 150, '#ffd43b') +
        toggle(x + 320, y + 140) +
        circle(x + 110, y + 240, 36, '#0d0f12') +
        circle(x + 110, y + 240, 25, 'url(#metal)') +
        circle(x + 110, y + 240, 10, '#3d434b') +
        socket(x + 300, y + 240, 28)
      );
  }
}

function welder(a: Art): string {
  const x = 160;
  const y = 250;
  const w = 440;
  const h = 340;
  const panel = a.panel ?? 'mig';
  const handle =
    panel === 'arc'
      ? // A shoulder strap over the top of a small stick welder.
        path(`M 230 ${y - 30} C 250 90, 520 90, 540 ${y - 30}`, 'none', {
          stroke: INK,
          'stroke-width': 20,
          'stroke-linecap': 'round',
        }) +
        rect(214, y - 44, 34, 30, '#3b4048', 6) +
        rect(524, y - 44, 34, 30, '#3b4048', 6)
      : rect(280, y - 66, 34, 44, '#2b2f36', 6) +
        rect(456, y - 66, 34, 44, '#2b2f36', 6) +
        rect(266, y - 86, 240, 30, INK, 15) +
        rect(276, y - 82, 220, 8, '#4a5059', 4);
  const sideVents = repeat(6, (i) => {
    const vx = x + w + 10 + i * 9;
    const vy = y + 40 - i * 6.2;
    return poly(
      [
        [vx, vy],
        [vx + 5, vy - 3.4],
        [vx + 5, vy + 200 - 3.4],
        [vx, vy + 200],
      ],
      shade(a.body, -0.6),
    );
  });
  const plasmaRegulator =
    panel === 'plasma'
      ? rect(x + w + 20, y + 120, 26, 110, '#d7dce2', 10) +
        gauge(x + w + 33, y + 96, 26, -30) +
        cable(`M ${x + w + 33} ${y + 230} C ${x + w + 40} 660, 720 640, 740 600`, 8, '#3b5bdb')
      : '';
  return (
    rect(x + 20, y + h - 6, 50, 22, RUBBER, 6) +
    rect(x + w - 40, y + h - 6, 50, 22, RUBBER, 6) +
    box3d(x, y, w, h, 90, a.body, 'url(#body)') +
    rect(x + 2, y + 2, w - 4, 10, '#ffffff', 5, { opacity: 0.18 }) +
    sideVents +
    handle +
    rect(x + 24, y + 24, w - 48, h - 48, '#23272e', 16) +
    rect(x + 24, y + 24, w - 48, 6, '#ffffff', 3, { opacity: 0.08 }) +
    welderPanel(panel, a, x + 24, y + 24) +
    rect(x, y + h - 18, w, 18, shade(a.body, -0.25)) +
    rect(x + 150, y + h - 14, 140, 8, a.accent, 4) +
    plasmaRegulator
  );
}

function spotWelder(a: Art): string {
  const x = 290;
  const y = 200;
  return (
    rect(x + 10, 600, 300, 24, RUBBER, 6) +
    box3d(x, y, 260, 400, 70, a.body, 'url(#body)') +
    rect(x + 24, y + 30, 212, 150, '#23272e', 14) +
    segmentDisplay(x + 44, y + 52, 96, 52, '12', '#7dff9b') +
    dial(x + 192, y + 78, 26, 30) +
    led(x + 60, y + 142, '#51cf66') +
    led(x + 88, y + 142, '#ff6b6b') +
    toggle(x + 180, y + 126) +
    vents(x + 40, y + 230, 180, 120, 8, shade(a.body, -0.4)) +
    // Upper and lower arms reach out to the copper tips.
    rect(90, y + 70, 210, 34, 'url(#metal)', 10) +
    rect(90, y + 260, 210, 34, 'url(#metal)', 10) +
    rect(112, y + 100, 26, 60, 'url(#copper)', 6) +
    rect(112, y + 206, 26, 58, 'url(#copper)', 6) +
    rect(118, y + 156, 14, 16, shade('#b87333', -0.3), 3) +
    rect(118, y + 192, 14, 16, shade('#b87333', -0.3), 3) +
    rect(a.large ? 250 : 260, y + 60, 60, 250, shade(a.body, -0.2), 8) +
    rect(x - 10, y + 96, 22, 160, a.accent, 8) +
    // Foot pedal on the floor.
    cable(`M ${x + 40} 600 C 260 640, 190 640, 170 620`, 8) +
    poly(
      [
        [110, 626],
        [210, 626],
        [200, 596],
        [120, 606],
      ],
      '#3b4048',
    ) +
    rect(114, 620, 100, 10, '#16181c', 4)
  );
}

function helmet(a: Art): string {
  return (
    // Headgear ratchet behind the shell.
    ellipse(400, 300, 190, 60, 'none', { stroke: '#3b4048', 'stroke-width': 14 }) +
    path(
      'M 400 150 C 540 150, 600 260, 598 380 C 596 480, 540 590, 400 615 C 260 590, 204 480, 202 380 C 200 260, 260 150, 400 150 Z',
      'url(#body)',
    ) +
    path('M 400 150 C 470 150, 520 180, 552 228 C 470 196, 330 196, 248 228 C 280 180, 330 150, 400 150 Z', '#ffffff', {
      opacity: 0.16,
    }) +
    // Graphic: swept stripes down both cheeks.
    path('M 214 440 C 250 380, 300 380, 330 404 L 334 430 C 300 414, 256 420, 222 480 Z', a.accent) +
    path('M 226 500 C 262 440, 304 444, 332 458 L 334 482 C 304 472, 266 480, 240 530 Z', shade(a.accent, 0.25)) +
    path('M 586 440 C 550 380, 500 380, 470 404 L 466 430 C 500 414, 544 420, 578 480 Z', a.accent) +
    path('M 574 500 C 538 440, 496 444, 468 458 L 466 482 C 496 472, 534 480, 560 530 Z', shade(a.accent, 0.25)) +
    rect(298, 288, 204, 118, '#15181c', 16) +
    rect(310, 300, 180, 94, 'url(#lens)', 8) +
    path('M 318 306 L 380 306 L 342 388 L 318 388 Z', '#ffffff', { opacity: 0.12 }) +
    rect(380, 420, 40, 60, shade(a.body, -0.35), 10) +
    repeat(4, (i) => rect(388, 430 + i * 12, 24, 5, shade(a.body, -0.6), 2)) +
    circle(212, 380, 18, '#3b4048') +
    circle(588, 380, 18, '#3b4048')
  );
}

function glove(a: Art): string {
  // One glove, palm facing the viewer, cuff at the bottom; drawn around (0, 0).
  const leather = 'url(#body)';
  return (
    rect(-78, 60, 156, 170, a.accent, 26) +
    repeat(5, (i) => line(-70, 90 + i * 28, 70, 90 + i * 28, shade(a.accent, -0.25), 3)) +
    rect(-70, -110, 140, 190, leather, 40) +
    rect(-66, -250, 34, 160, leather, 17) +
    rect(-30, -278, 34, 188, leather, 17) +
    rect(6, -268, 34, 178, leather, 17) +
    rect(40, -226, 32, 140, leather, 16) +
    group(rect(-20, -40, 38, 130, leather, 19), 'translate(-74 -20) rotate(-40)') +
    path('M -56 20 C -20 40, 20 40, 56 20', 'none', { stroke: shade(a.body, -0.35), 'stroke-width': 4 }) +
    repeat(3, (i) => line(-48 + i * 36, -100, -48 + i * 36, -80, shade(a.body, -0.3), 3))
  );
}

function gloves(a: Art): string {
  return (
    group(glove(a), 'translate(320 360) rotate(-12)') + group(glove(a), 'translate(480 380) rotate(12) scale(-1 1)')
  );
}

function disc(cx: number, cy: number, r: number, a: Art): string {
  return (
    circle(cx, cy, r, '#3d434b') +
    circle(cx, cy, r - 4, 'url(#grit)') +
    circle(cx, cy, r * 0.62, a.accent) +
    path(`M ${cx - r * 0.62} ${cy} A ${r * 0.62} ${r * 0.62} 0 0 1 ${cx + r * 0.62} ${cy} Z`, a.body) +
    circle(cx, cy, r * 0.3, 'url(#metal)') +
    circle(cx, cy, r * 0.17, '#e9ecef') +
    circle(cx, cy, r * 0.62, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.5 })
  );
}

function discs(a: Art): string {
  const stack = repeat(
    9,
    (i) =>
      ellipse(300, 560 - i * 12, 180, 56, i % 2 ? '#3d434b' : '#4a515a') +
      ellipse(300, 556 - i * 12, 180, 56, 'url(#grit)'),
  );
  return (
    stack +
    group(
      ellipse(0, 0, 180, 56, 'url(#grit)') +
        ellipse(0, 0, 112, 35, a.accent) +
        path('M -112 0 A 112 35 0 0 1 112 0 Z', a.body) +
        ellipse(0, 0, 54, 17, 'url(#metal)') +
        ellipse(0, 0, 30, 9, '#e9ecef'),
      'translate(300 448)',
    ) +
    disc(520, 390, 190, a)
  );
}

function wireSpool(a: Art): string {
  const cx = 400;
  const cy = 390;
  const windows = repeat(4, (i) => {
    const t = (i * Math.PI) / 2 + Math.PI / 4;
    return circle(cx + 150 * Math.cos(t), cy + 150 * Math.sin(t), 42, 'url(#copper)', {
      stroke: shade(a.body, -0.4),
      'stroke-width': 6,
    });
  });
  const windings = repeat(5, (i) =>
    circle(cx, cy, 110 + i * 18, 'none', { stroke: shade('#b87333', -0.25), 'stroke-width': 2, opacity: 0.6 }),
  );
  return (
    ellipse(cx + 34, cy + 8, 232, 232, shade(a.body, -0.45)) +
    circle(cx, cy, 232, 'url(#body)') +
    circle(cx, cy, 206, shade(a.body, -0.15)) +
    windows +
    circle(cx, cy, 100, shade(a.body, 0.1)) +
    windings +
    circle(cx, cy, 58, '#e9ecef') +
    circle(cx, cy, 40, '#5c636c') +
    circle(cx, cy, 26, '#1f2328') +
    rect(cx - 6, cy - 98, 12, 40, shade(a.body, -0.3), 4) +
    path(
      `M ${cx + 150} ${cy - 200} C ${cx + 240} ${cy - 260}, ${cx + 280} ${cy - 160}, ${cx + 300} ${cy - 100}`,
      'none',
      { stroke: 'url(#copper)', 'stroke-width': 5 },
    )
  );
}

function electrodes(a: Art): string {
  const rods = repeat(9, (i) => {
    const y = 230 + i * 9;
    const x = 210 + i * 14;
    return group(
      rect(0, -6, 420, 12, '#8c8478', 6) +
        rect(0, -6, 48, 12, 'url(#metal)', 6) +
        rect(0, -6, 420, 4, '#ffffff', 2, { opacity: 0.2 }),
      `translate(${x} ${y}) rotate(-14)`,
    );
  });
  return (
    rods +
    box3d(140, 390, 460, 150, 110, a.body, 'url(#body)') +
    rect(140, 430, 460, 60, a.accent) +
    repeat(6, (i) => rect(168 + i * 70, 448, 44, 24, shade(a.accent, -0.3), 4)) +
    rect(140, 510, 460, 30, shade(a.body, -0.2))
  );
}

function drill(a: Art): string {
  const tail = a.cordless
    ? rect(300, 560, 220, 66, RUBBER, 14) +
      rect(312, 548, 196, 28, 'url(#accent)', 10) +
      repeat(3, (i) => rect(330 + i * 26, 584, 16, 8, '#51cf66', 3))
    : rect(370, 560, 70, 40, RUBBER, 14) + cable('M 405 596 C 405 660, 520 650, 580 620 S 640 600, 660 640', 14);
  return group(
    tail +
      path('M 330 330 L 450 330 L 430 570 L 350 570 Z', 'url(#body)') +
      path('M 350 360 L 440 360 L 424 540 L 356 540 Z', RUBBER) +
      rect(316, 370, 30, 70, shade(a.accent, -0.1), 10) +
      rect(200, 210, 360, 150, 'url(#body)', 60) +
      rect(450, 214, 104, 142, RUBBER, 56) +
      vents(480, 240, 50, 90, 5, '#4a5059') +
      rect(220, 218, 240, 14, '#ffffff', 7, { opacity: 0.18 }) +
      rect(250, 330, 150, 16, a.accent, 8) +
      rect(150, 236, 70, 98, RUBBER, 18) +
      path('M 92 248 L 150 242 L 150 328 L 92 322 Z', 'url(#metal)') +
      rect(72, 262, 30, 46, '#3d434b', 6) +
      rect(-60, 278, 140, 14, 'url(#metal)', 4) +
      repeat(6, (i) => line(-50 + i * 20, 279, -38 + i * 20, 291, '#6c737c', 3)),
    'translate(110 20)',
  );
}

function grinder(a: Art): string {
  const tail = a.cordless
    ? rect(592, 300, 104, 110, RUBBER, 18) + rect(600, 312, 88, 86, 'url(#accent)', 12)
    : rect(600, 320, 80, 70, RUBBER, 24) + cable('M 676 356 C 740 356, 750 440, 720 500 S 640 600, 700 640', 14);
  return (
    tail +
    rect(300, 290, 320, 130, 'url(#body)', 60) +
    rect(480, 296, 110, 118, RUBBER, 50) +
    vents(500, 318, 70, 74, 4, '#4a5059') +
    rect(320, 298, 200, 14, '#ffffff', 7, { opacity: 0.2 }) +
    rect(360, 402, 120, 14, a.accent, 7) +
    // Gear head, spindle and the guarded disc under it.
    path('M 200 280 L 320 280 L 330 430 L 190 430 Z', 'url(#metal)') +
    rect(220, 226, 38, 70, RUBBER, 14) +
    rect(232, 430, 16, 46, '#5c636c', 4) +
    path('M 90 472 C 90 420, 390 420, 390 472 Z', shade('#868e96', -0.2)) +
    ellipse(240, 486, 190, 40, '#3d434b') +
    ellipse(240, 480, 190, 40, 'url(#grit)') +
    ellipse(240, 480, 116, 24, a.accent) +
    ellipse(240, 480, 40, 9, 'url(#metal)')
  );
}

function rotaryHammer(a: Art): string {
  return (
    cable('M 590 566 C 600 640, 700 640, 760 660', 14) +
    // Pistol grip at the back, side handle at the front.
    path('M 540 340 L 650 340 L 624 576 L 548 576 Z', 'url(#body)') +
    path('M 560 380 L 632 380 L 614 548 L 566 548 Z', RUBBER) +
    rect(526, 380, 22, 56, INK, 8) +
    group(rect(-22, 0, 44, 200, RUBBER, 20), 'translate(300 330) rotate(14)') +
    rect(270, 314, 70, 34, '#495057', 10) +
    rect(320, 210, 340, 150, 'url(#body)', 44) +
    rect(340, 218, 290, 14, '#ffffff', 7, { opacity: 0.18 }) +
    vents(540, 240, 90, 90, 4, shade(a.body, -0.45)) +
    rect(380, 340, 170, 80, shade(a.body, -0.2), 24) +
    rect(380, 330, 120, 18, a.accent, 8) +
    // SDS chuck in its rubber boot, and the bit.
    rect(240, 236, 100, 98, RUBBER, 24) +
    rect(176, 258, 76, 54, 'url(#metal)', 10) +
    rect(50, 276, 130, 18, 'url(#metal)', 4) +
    repeat(6, (i) => line(58 + i * 20, 277, 70 + i * 20, 293, '#6c737c', 3)) +
    rect(250, 196, 260, 8, '#adb5bd', 4)
  );
}

function circularSaw(a: Art): string {
  const teeth = repeat(36, (i) => {
    const t = (i * 10 * Math.PI) / 180;
    return poly(
      [
        [360 + 200 * Math.cos(t), 430 + 200 * Math.sin(t)],
        [360 + 214 * Math.cos(t + 0.08), 430 + 214 * Math.sin(t + 0.08)],
        [360 + 200 * Math.cos(t + 0.17), 430 + 200 * Math.sin(t + 0.17)],
      ],
      '#868e96',
    );
  });
  return (
    teeth +
    circle(360, 430, 202, 'url(#metal)') +
    circle(360, 430, 60, '#5c636c') +
    rect(110, 500, 540, 26, 'url(#metal)', 6) +
    rect(110, 520, 540, 10, '#6c737c', 4) +
    path('M 140 500 A 222 222 0 0 1 582 500 Z', 'url(#body)') +
    path('M 180 500 A 182 182 0 0 1 542 500 Z', shade(a.body, -0.15)) +
    rect(270, 300, 260, 150, RUBBER, 60) +
    vents(300, 330, 140, 90, 5, '#4a5059') +
    // Top handle and the front knob.
    path('M 420 300 C 430 180, 560 150, 640 200 L 660 240 C 600 210, 500 220, 480 320 Z', 'url(#body)') +
    rect(540, 190, 110, 50, RUBBER, 24) +
    rect(200, 330, 70, 80, a.accent, 24) +
    cable('M 650 215 C 720 230, 740 330, 700 420 S 680 560, 740 620', 12)
  );
}

function cutOffSaw(a: Art): string {
  return (
    rect(110, 560, 560, 60, 'url(#body)', 10) +
    rect(110, 560, 560, 12, '#ffffff', 6, { opacity: 0.18 }) +
    rect(130, 520, 120, 48, 'url(#metal)', 6) +
    rect(150, 500, 30, 30, '#5c636c', 4) +
    // Pivot arm, motor and the big blade under its guard.
    rect(560, 460, 60, 110, shade(a.body, -0.2), 10) +
    group(rect(-260, -34, 330, 68, '#495057', 20), 'translate(580 470) rotate(-22)') +
    circle(360, 400, 180, 'url(#grit)') +
    circle(360, 400, 176, 'none', { stroke: '#3d434b', 'stroke-width': 6 }) +
    circle(360, 400, 40, 'url(#metal)') +
    path('M 170 410 A 190 190 0 0 1 550 410 L 520 410 A 160 160 0 0 0 200 410 Z', 'url(#body)') +
    path('M 200 410 A 160 160 0 0 1 520 410 Z', shade(a.body, -0.25), { opacity: 0.9 }) +
    rect(440, 190, 220, 110, RUBBER, 50) +
    vents(480, 214, 130, 60, 4, '#4a5059') +
    rect(260, 250, 200, 52, RUBBER, 24) +
    rect(300, 180, 140, 44, a.accent, 22)
  );
}

function generator(a: Art): string {
  const frame = { stroke: '#2b2f36', 'stroke-width': 18, 'stroke-linejoin': 'round' };
  return (
    (a.large ? wheel(180, 600, 40) + wheel(630, 600, 40) : '') +
    // Engine on the left, alternator on the right, tank on top.
    rect(160, 330, 230, 220, '#495057', 20) +
    vents(180, 350, 100, 110, 6, '#343a40') +
    circle(320, 420, 60, 'url(#metal)') +
    circle(320, 420, 22, '#343a40') +
    rect(180, 480, 200, 60, '#343a40', 10) +
    rect(400, 340, 240, 190, 'url(#body)', 40) +
    vents(470, 360, 130, 140, 6, shade(a.body, -0.45)) +
    rect(420, 380, 80, 110, '#23272e', 10) +
    circle(444, 410, 14, '#e9ecef') +
    circle(476, 410, 14, '#e9ecef') +
    circle(460, 454, 14, '#c92a2a') +
    rect(170, 210, 460, 110, 'url(#body)', 46) +
    rect(190, 218, 420, 16, '#ffffff', 8, { opacity: 0.22 }) +
    rect(480, 190, 60, 26, '#23272e', 8) +
    rect(250, 290, 300, 14, a.accent, 7) +
    rect(140, 190, 520, 400, 'none', 30, frame) +
    line(140, 590, 660, 590, '#2b2f36', 18) +
    rect(176, 590, 60, 30, RUBBER, 6) +
    rect(564, 590, 60, 30, RUBBER, 6)
  );
}

function inverterGenerator(a: Art): string {
  return (
    path(
      'M 190 600 L 170 320 C 168 260, 220 230, 280 230 L 520 230 C 580 230, 632 260, 630 320 L 610 600 Z',
      'url(#body)',
    ) +
    path('M 200 280 C 230 250, 560 250, 600 280 L 600 300 L 200 300 Z', '#ffffff', { opacity: 0.16 }) +
    // Carry handle moulded into the top.
    path(
      'M 290 230 L 290 170 C 290 150, 510 150, 510 170 L 510 230 L 470 230 L 470 196 L 330 196 L 330 230 Z',
      shade(a.body, -0.2),
    ) +
    rect(220, 330, 170, 220, a.accent, 24) +
    vents(240, 350, 130, 180, 8, shade(a.accent, -0.4)) +
    rect(420, 340, 170, 190, '#23272e', 20) +
    circle(460, 380, 15, '#e9ecef') +
    circle(500, 380, 15, '#e9ecef') +
    rect(450, 420, 110, 34, '#3b4048', 8) +
    led(470, 490, '#51cf66') +
    led(500, 490, '#ffd43b') +
    led(530, 490, '#ff6b6b') +
    rect(540, 370, 30, 30, '#c92a2a', 6) +
    rect(190, 590, 420, 26, RUBBER, 10)
  );
}

function compressor(a: Art): string {
  const length = a.large ? 560 : 460;
  const x = 400 - length / 2;
  return (
    wheel(x + 60, 580, 44) +
    rect(x + length - 110, 560, 40, 60, RUBBER, 8) +
    rect(x, 390, length, 170, 'url(#body)', 85) +
    rect(x + 40, 402, length - 80, 18, '#ffffff', 9, { opacity: 0.25 }) +
    line(x + 130, 392, x + 130, 558, shade(a.body, -0.25), 4) +
    line(x + length - 130, 392, x + length - 130, 558, shade(a.body, -0.25), 4) +
    rect(x + 150, 372, length - 300, 24, '#343a40', 6) +
    // Motor and pump on the tank.
    (a.large
      ? rect(x + 170, 220, 150, 150, '#495057', 20) +
        repeat(7, (i) => rect(x + 160, 232 + i * 19, 170, 8, '#6c757d', 4)) +
        path(`M ${x + 340} 370 L ${x + 340} 210 L ${x + 470} 250 L ${x + 470} 370 Z`, a.accent) +
        repeat(6, (i) => line(x + 350 + i * 20, 232 + i * 6, x + 350 + i * 20, 360, shade(a.accent, -0.35), 4)) +
        rect(x + 500, 250, 40, 120, '#495057', 14)
      : rect(x + 150, 250, 170, 120, 'url(#accent)', 40) +
        repeat(5, (i) => line(x + 170 + i * 30, 266, x + 170 + i * 30, 354, shade(a.accent, -0.3), 4)) +
        rect(x + 320, 270, 90, 100, '#6c757d', 16) +
        repeat(5, (i) => rect(x + 310, 280 + i * 18, 110, 8, '#868e96', 4)) +
        rect(x + 290, 200, 70, 70, '#d7dce2', 30)) +
    gauge(x + 110, 330, 34, 30) +
    gauge(x + 190, 340, 26, -40) +
    line(x + 110, 364, x + 110, 392, '#5c636c', 10) +
    rect(x + 58, 300, 18, 60, '#e9ecef', 6) +
    path(`M ${x + length - 40} 410 L ${x + length + 20} 300 L ${x + length + 40} 300`, 'none', {
      stroke: INK,
      'stroke-width': 16,
      'stroke-linecap': 'round',
    }) +
    cable(`M ${x + 240} 560 C ${x + 260} 640, ${x + 420} 640, ${x + 460} 610`, 10, '#1864ab')
  );
}

function pressureWasher(a: Art): string {
  return (
    // Lance hooked on the side.
    group(
      rect(-10, 0, 20, 380, 'url(#metal)', 8) + rect(-16, 370, 32, 36, '#343a40', 6),
      'translate(620 170) rotate(6)',
    ) +
    path('M 600 560 C 680 520, 660 420, 640 380', 'none', { stroke: '#2b2f36', 'stroke-width': 10 }) +
    // Handle.
    rect(300, 120, 30, 240, '#495057', 12) +
    rect(470, 120, 30, 240, '#495057', 12) +
    rect(290, 100, 220, 44, '#343a40', 22) +
    path(
      'M 240 600 L 220 360 C 218 300, 260 270, 320 270 L 480 270 C 540 270, 582 300, 580 360 L 560 600 Z',
      'url(#body)',
    ) +
    path('M 250 330 C 280 300, 520 300, 550 330 L 550 350 L 250 350 Z', '#ffffff', { opacity: 0.25 }) +
    rect(260, 370, 280, 120, '#343a40', 30) +
    circle(340, 430, 40, '#23272e') +
    circle(340, 430, 30, 'url(#metal)') +
    circle(340, 430, 10, '#23272e') +
    // Hose wound on the front.
    repeat(4, (i) => circle(450, 430, 50 - i * 9, 'none', { stroke: '#1f2328', 'stroke-width': 6 })) +
    // The gun parked on its holder.
    group(
      path('M 0 0 L 90 0 L 96 20 L 40 20 L 30 90 L 0 90 Z', a.accent) + rect(30, 26, 10, 30, INK, 4),
      'translate(190 300) rotate(-6)',
    ) +
    rect(220, 520, 360, 24, shade(a.body, -0.3)) +
    wheel(260, 590, 40) +
    wheel(540, 590, 40)
  );
}

function vacuum(a: Art): string {
  return (
    // Drum with the head clipped on top and the hose wrapped round.
    rect(220, 330, 360, 250, 'url(#accent)', 30) +
    ellipse(400, 580, 180, 30, shade(a.accent, -0.35)) +
    rect(240, 360, 40, 200, '#ffffff', 20, { opacity: 0.16 }) +
    path('M 200 340 C 200 260, 260 230, 400 230 C 540 230, 600 260, 600 340 Z', 'url(#body)') +
    rect(200, 330, 400, 26, shade(a.body, -0.2), 10) +
    rect(340, 170, 120, 80, '#343a40', 30) +
    rect(360, 190, 80, 30, a.body, 14) +
    rect(190, 360, 30, 60, shade(a.body, -0.25), 10) +
    rect(580, 360, 30, 60, shade(a.body, -0.25), 10) +
    path('M 580 400 C 720 420, 700 560, 600 540 S 560 460, 660 470', 'none', {
      stroke: '#2b2f36',
      'stroke-width': 34,
      'stroke-linecap': 'round',
    }) +
    path('M 580 400 C 720 420, 700 560, 600 540 S 560 460, 660 470', 'none', {
      stroke: '#4a5059',
      'stroke-width': 34,
      'stroke-dasharray': '6 10',
    }) +
    wheel(260, 600, 24) +
    wheel(540, 600, 24)
  );
}

function paintSprayer(a: Art): string {
  return (
    // Paint cup under the gun, nozzle to the left, handle down the back.
    path('M 300 420 L 460 420 L 450 600 C 450 620, 310 620, 310 600 Z', '#dee2e6', { opacity: 0.9 }) +
    path('M 312 480 L 448 480 L 450 600 C 450 620, 310 620, 310 600 Z', a.accent) +
    rect(296, 404, 168, 30, '#495057', 10) +
    rect(240, 230, 330, 180, 'url(#body)', 70) +
    rect(260, 240, 260, 16, '#ffffff', 8, { opacity: 0.22 }) +
    vents(430, 260, 100, 110, 5, shade(a.body, -0.45)) +
    rect(140, 282, 110, 76, '#343a40', 20) +
    rect(96, 296, 56, 48, 'url(#metal)', 10) +
    circle(96, 320, 18, '#212529') +
    path('M 470 390 L 560 390 L 610 600 L 530 600 Z', 'url(#body)') +
    path('M 490 420 L 550 420 L 590 580 L 540 580 Z', RUBBER) +
    rect(440, 420, 30, 70, INK, 10) +
    cable('M 575 600 C 600 660, 700 640, 740 660', 12)
  );
}

function ladder(a: Art): string {
  const steps = repeat(5, (i) => {
    const y = 250 + i * 76;
    const inset = (5 - i) * 8;
    return (
      rect(250 - inset + 40, y, 220 + inset * 2 - 80 + 40, 22, 'url(#metal)', 4) +
      rect(250 - inset + 40, y + 16, 220 + inset * 2 - 40, 6, '#6c737c', 2)
    );
  });
  return (
    // Rear legs, then the front rails with the treads between them.
    line(470, 160, 560, 620, '#adb5bd', 22) +
    line(360, 160, 470, 620, '#adb5bd', 22) +
    line(505, 380, 430, 390, '#868e96', 6) +
    line(330, 160, 230, 620, 'url(#metal)', 26) +
    line(470, 160, 530, 620, 'url(#metal)', 26) +
    steps +
    rect(300, 140, 200, 44, a.body, 10) +
    rect(320, 130, 160, 16, shade(a.body, 0.3), 6) +
    rect(210, 610, 50, 20, a.accent, 6) +
    rect(506, 610, 50, 20, a.accent, 6) +
    rect(540, 610, 44, 18, a.accent, 6)
  );
}

function vice(a: Art): string {
  return (
    // Swivel base, fixed jaw with anvil, sliding jaw and the screw bar.
    ellipse(360, 590, 210, 36, '#343a40') +
    rect(170, 540, 380, 50, 'url(#body)', 12) +
    rect(180, 520, 360, 30, shade(a.body, -0.2), 10) +
    rect(360, 300, 220, 230, 'url(#body)', 20) +
    rect(420, 250, 200, 70, shade(a.body, -0.1), 12) +
    rect(430, 240, 180, 14, '#adb5bd', 4) +
    rect(140, 400, 240, 110, 'url(#metal)', 10) +
    rect(150, 330, 150, 150, 'url(#body)', 16) +
    rect(296, 330, 18, 120, 'url(#jaw)', 2) +
    rect(346, 330, 18, 120, 'url(#jaw)', 2) +
    rect(40, 440, 120, 40, '#5c636c', 10) +
    rect(70, 300, 24, 260, 'url(#metal)', 10) +
    circle(82, 296, 20, '#868e96') +
    circle(82, 566, 20, '#868e96') +
    rect(190, 350, 80, 20, a.accent, 8)
  );
}

function bottleJack(a: Art): string {
  return (
    // Base plate, barrel, ram with saddle, pump socket and release valve.
    rect(240, 570, 300, 40, '#343a40', 10) +
    rect(280, 330, 170, 250, 'url(#body)', 20) +
    rect(290, 340, 30, 230, '#ffffff', 15, { opacity: 0.2 }) +
    rect(270, 320, 190, 30, shade(a.body, -0.2), 10) +
    rect(320, 200, 90, 130, 'url(#metal)', 8) +
    rect(300, 170, 130, 34, '#495057', 8) +
    repeat(4, (i) => rect(306 + i * 32, 172, 20, 10, '#343a40', 2)) +
    rect(450, 470, 110, 60, shade(a.body, -0.1), 14) +
    rect(540, 480, 80, 40, '#495057', 10) +
    rect(610, 460, 170, 24, 'url(#metal)', 8) +
    rect(190, 520, 100, 30, '#868e96', 10) +
    circle(190, 535, 16, '#5c636c') +
    rect(330, 420, 70, 40, a.accent, 8)
  );
}

function toolbox(a: Art): string {
  return (
    // Cantilever trays opened out over the bottom box.
    box3d(200, 400, 400, 210, 60, a.body, 'url(#body)') +
    rect(200, 430, 400, 14, shade(a.body, -0.3)) +
    box3d(150, 310, 260, 80, 50, a.body, 'url(#body)') +
    box3d(390, 310, 260, 80, 50, a.body, 'url(#body)') +
    box3d(220, 230, 180, 70, 40, a.body, 'url(#body)') +
    box3d(400, 230, 180, 70, 40, a.body, 'url(#body)') +
    line(260, 390, 300, 300, '#868e96', 8) +
    line(540, 390, 500, 300, '#868e96', 8) +
    line(230, 610, 210, 390, '#868e96', 8) +
    line(570, 610, 590, 390, '#868e96', 8) +
    rect(330, 200, 140, 24, INK, 12) +
    rect(370, 470, 60, 30, 'url(#metal)', 6) +
    rect(200, 560, 400, 20, a.accent)
  );
}

const DRAWINGS: Record<ArtKind, (a: Art) => string> = {
  welder,
  'spot-welder': spotWelder,
  helmet,
  gloves,
  discs,
  'wire-spool': wireSpool,
  electrodes,
  drill,
  grinder,
  'rotary-hammer': rotaryHammer,
  'circular-saw': circularSaw,
  'cut-off-saw': cutOffSaw,
  generator,
  'inverter-generator': inverterGenerator,
  compressor,
  'pressure-washer': pressureWasher,
  vacuum,
  'paint-sprayer': paintSprayer,
  ladder,
  vice,
  'bottle-jack': bottleJack,
  toolbox,
};

/** Where the close-up views look: [detail, closeup] centres on the 800 canvas. */
const FOCUS: Record<ArtKind, [[number, number], [number, number]]> = {
  welder: [
    [300, 360],
    [360, 520],
  ],
  'spot-welder': [
    [380, 300],
    [140, 380],
  ],
  helmet: [
    [400, 350],
    [300, 500],
  ],
  gloves: [
    [320, 260],
    [330, 520],
  ],
  discs: [
    [520, 390],
    [300, 470],
  ],
  'wire-spool': [
    [400, 390],
    [520, 250],
  ],
  electrodes: [
    [300, 260],
    [400, 460],
  ],
  drill: [
    [240, 310],
    [510, 470],
  ],
  grinder: [
    [240, 440],
    [540, 360],
  ],
  'rotary-hammer': [
    [210, 285],
    [590, 440],
  ],
  'circular-saw': [
    [360, 460],
    [580, 230],
  ],
  'cut-off-saw': [
    [360, 400],
    [190, 540],
  ],
  generator: [
    [460, 440],
    [300, 420],
  ],
  'inverter-generator': [
    [500, 430],
    [300, 440],
  ],
  compressor: [
    [300, 360],
    [400, 300],
  ],
  'pressure-washer': [
    [400, 430],
    [400, 140],
  ],
  vacuum: [
    [400, 260],
    [620, 470],
  ],
  'paint-sprayer': [
    [140, 320],
    [380, 520],
  ],
  ladder: [
    [400, 170],
    [400, 420],
  ],
  vice: [
    [330, 390],
    [220, 430],
  ],
  'bottle-jack': [
    [365, 220],
    [560, 490],
  ],
  toolbox: [
    [400, 280],
    [400, 480],
  ],
};

// ---------------------------------------------------------------- scenes

function defs(a: Art, backdrop: string): string {
  const linear = (id: string, stops: Array<[number, string]>, vertical = true) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
      .map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`)
      .join('')}</linearGradient>`;
  return (
    '<defs>' +
    // Linear, not radial: a full-canvas radial gradient costs librsvg several times the whole drawing.
    linear('bg', [
      [0, shade(backdrop, 0.82)],
      [0.62, shade(backdrop, 0.55)],
      [0.8, shade(backdrop, 0.4)],
      [1, shade(backdrop, 0.62)],
    ]) +
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>' +
    linear('body', [
      [0, shade(a.body, 0.18)],
      [0.55, a.body],
      [1, shade(a.body, -0.28)],
    ]) +
    linear('accent', [
      [0, shade(a.accent, 0.2)],
      [1, shade(a.accent, -0.25)],
    ]) +
    linear('metal', [
      [0, '#eef1f4'],
      [0.45, '#b9c0c8'],
      [0.55, '#8f98a2'],
      [1, '#d5dadf'],
    ]) +
    linear('knob', [
      [0, '#5c636c'],
      [1, '#1f2328'],
    ]) +
    linear('brass', [
      [0, '#f2d27a'],
      [1, '#a57a1c'],
    ]) +
    linear(
      'copper',
      [
        [0, '#e8a66a'],
        [0.5, '#b87333'],
        [1, '#7a4a1f'],
      ],
      false,
    ) +
    linear(
      'grit',
      [
        [0, '#6c737c'],
        [0.5, '#4a515a'],
        [1, '#5f666f'],
      ],
      false,
    ) +
    linear('lens', [
      [0, '#2f4a3c'],
      [1, '#0f1a15'],
    ]) +
    linear(
      'jaw',
      [
        [0, '#868e96'],
        [1, '#495057'],
      ],
      false,
    ) +
    linear('bench', [
      [0, '#b07a45'],
      [1, '#8a5a2e'],
    ]) +
    '</defs>'
  );
}

function backgroundAndFloor(floorY = 628, spread = 330): string {
  return rect(0, 0, ART_SIZE, ART_SIZE, 'url(#bg)') + ellipse(400, floorY, spread, 40, 'url(#floor)');
}

/** A pegboard wall and a timber bench top: the product as it stands in the shop. */
function workshop(backdrop: string): string {
  const wall = shade(backdrop, 0.55);
  return (
    `<pattern id="peg" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="${wall}"/><circle cx="20" cy="20" r="4" fill="${shade(backdrop, -0.15)}"/></pattern>` +
    rect(0, 0, ART_SIZE, 560, 'url(#peg)') +
    rect(0, 0, ART_SIZE, 560, 'url(#bg)', 0, { opacity: 0.35 }) +
    rect(0, 540, ART_SIZE, 40, '#5c4328') +
    rect(0, 560, ART_SIZE, 60, 'url(#bench)') +
    rect(0, 620, ART_SIZE, 180, '#3b3f45') +
    rect(0, 620, ART_SIZE, 10, '#2b2f36') +
    rect(120, 670, 240, 90, '#495057', 8) +
    rect(440, 670, 240, 90, '#495057', 8) +
    rect(200, 706, 80, 14, 'url(#metal)', 7) +
    rect(520, 706, 80, 14, 'url(#metal)', 7) +
    ellipse(400, 590, 300, 26, 'url(#floor)')
  );
}

/** A shipping carton with the product's colours and a small picture of it on the front. */
function carton(a: Art, product: string): string {
  const kraft = '#c9a26b';
  const arrow = (x: number) => path(`M ${x} 250 l 14 -22 l 14 22 h -8 v 18 h -12 v -18 Z`, shade(kraft, -0.55));
  return (
    box3d(150, 240, 440, 390, 120, kraft) +
    rect(150, 240, 440, 390, kraft) +
    rect(150, 520, 440, 70, a.body) +
    rect(150, 590, 440, 14, a.accent) +
    rect(190, 274, 360, 230, '#ffffff', 12, { opacity: 0.9 }) +
    group(product, 'translate(210 262) scale(0.4)') +
    // Packing tape across the lid.
    poly(
      [
        [340, 240],
        [436, 174],
        [496, 174],
        [400, 240],
      ],
      '#e3cfa5',
    ) +
    arrow(506) +
    arrow(538) +
    rect(500, 536, 70, 38, '#ffffff', 4) +
    repeat(9, (i) => rect(506 + i * 7, 542, i % 3 ? 3 : 5, 26, INK))
  );
}

/** The whole SVG document for one view of one product. */
export function productSvg(a: Art, view: ArtView, backdrop: string): string {
  const draw = DRAWINGS[a.kind];
  const drawing = draw(a);
  let scene: string;
  switch (view) {
    case 'intro':
      scene = backgroundAndFloor() + drawing;
      break;
    case 'detail':
    case 'closeup': {
      const [cx, cy] = FOCUS[a.kind][view === 'detail' ? 0 : 1];
      const zoom = 1.6;
      scene =
        rect(0, 0, ART_SIZE, ART_SIZE, 'url(#bg)') +
        group(drawing, `translate(${400 - cx * zoom} ${400 - cy * zoom}) scale(${zoom})`);
      break;
    }
    case 'workshop':
      scene = workshop(backdrop) + group(drawing, 'translate(80 80) scale(0.8)');
      break;
    case 'box':
      scene = backgroundAndFloor(640, 380) + carton(a, drawing);
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">${defs(a, backdrop)}${scene}</svg>`;
}
