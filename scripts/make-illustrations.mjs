// Generates the site's raster illustrations from hand-written SVG.
// Run with: node scripts/make-illustrations.mjs
// Output: content/images/team.png and content/images/blog/*.png
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const C = {
  indigo: '#4f46e5',
  violet: '#7c3aed',
  sky: '#0ea5e9',
  teal: '#14b8a6',
  amber: '#f59e0b',
  rose: '#f43f5e',
  navy: '#0f172a',
  slate: '#334155',
  indigoBg: '#eef2ff',
  paper: '#f8fafc',
  skyBg: '#e0f2fe',
  white: '#ffffff',
};
const SKIN = ['#f1c7a5', '#c68863', '#8d5a3b', '#e0ac69'];

// ---------------------------------------------------------------- helpers

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const c = x.map((v, i) => Math.round(v + (y[i] - v) * t));
  return '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
}
const shade = (c, t) => mix(c, '#000000', t);
const tint = (c, t) => mix(c, '#ffffff', t);

function attrs(o = {}) {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
}
const rect = (x, y, w, h, r, fill, extra = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, rx: r, fill, ...extra })}/>`;
const circle = (cx, cy, r, fill, extra = {}) => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const pathEl = (d, fill, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
const stroke = (d, color, width, extra = {}) =>
  pathEl(d, 'none', {
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
const group = (content, extra = {}) => `<g ${attrs(extra)}>${content}</g>`;

function linear(id, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
function radial(id, stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}
function shadowFilter(id, blur = 10, dy = 10, opacity = 0.14, color = C.navy) {
  return `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/>
    <feOffset dy="${dy}" result="b"/>
    <feFlood flood-color="${color}" flood-opacity="${opacity}"/>
    <feComposite in2="b" operator="in"/>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>`;
}
function svgDoc(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

// Leaf shape pointing up from (0,0), length l, width w.
const leafPath = (l, w) =>
  `M0,0 C${w},${-l * 0.3} ${w * 0.8},${-l * 0.75} 0,${-l} C${-w * 0.8},${-l * 0.75} ${-w},${-l * 0.3} 0,0 Z`;

function cloud(x, y, s, fill = C.white, opacity = 1) {
  return group(
    [
      ellipse(0, 0, 60, 22, fill),
      circle(-22, -12, 24, fill),
      circle(12, -22, 30, fill),
      circle(38, -6, 20, fill),
    ].join(''),
    { transform: `translate(${x},${y}) scale(${s})`, opacity },
  );
}

// ---------------------------------------------------------------- people

function hairFront(style, hair) {
  // Head is an ellipse centred at (0,-165), rx 31, ry 35.
  switch (style) {
    case 'short':
      return pathEl(
        'M-32,-166 C-40,-204 -16,-214 4,-212 C28,-210 40,-198 32,-166 C30,-180 22,-184 10,-184 C0,-184 -6,-192 -12,-192 C-22,-190 -28,-182 -32,-166 Z',
        hair,
      );
    case 'side':
      return pathEl(
        'M-34,-155 C-42,-198 -14,-214 6,-210 C30,-207 40,-190 34,-160 C22,-176 6,-184 -12,-182 C-22,-178 -30,-170 -34,-155 Z',
        hair,
      );
    case 'long':
      return pathEl(
        'M-34,-150 C-42,-198 -16,-212 2,-211 C26,-211 42,-196 34,-150 C30,-170 22,-183 8,-188 C-4,-176 -20,-170 -34,-150 Z',
        hair,
      );
    case 'bun':
      return (
        circle(0, -212, 17, hair) +
        pathEl(
          'M-33,-160 C-38,-200 -16,-208 0,-208 C16,-208 38,-200 33,-160 C30,-180 16,-188 0,-188 C-16,-188 -30,-180 -33,-160 Z',
          hair,
        )
      );
    case 'curly': {
      const pts = [
        [-30, -172, 13],
        [-27, -192, 15],
        [-12, -205, 16],
        [8, -207, 16],
        [25, -196, 15],
        [32, -176, 13],
        [0, -192, 16],
      ];
      return pts.map(([x, y, r]) => circle(x, y, r, hair)).join('');
    }
    default:
      return '';
  }
}
function hairBack(style, hair) {
  if (style === 'long') {
    return pathEl('M-38,-170 C-40,-210 40,-210 38,-170 L42,-112 C20,-102 -20,-102 -42,-112 Z', hair);
  }
  if (style === 'curly') {
    return circle(-30, -150, 12, hair) + circle(30, -150, 12, hair);
  }
  return '';
}

function head({ skin, hair, hairStyle, beard }) {
  const skinShade = shade(skin, 0.12);
  return [
    hairBack(hairStyle, hair),
    rect(-11, -140, 22, 30, 6, skinShade),
    circle(-30, -160, 7, skinShade),
    circle(30, -160, 7, skinShade),
    ellipse(0, -165, 31, 35, skin),
    beard
      ? pathEl(
          'M-30,-162 C-30,-128 -14,-128 0,-128 C14,-128 30,-128 30,-162 C24,-146 12,-146 0,-146 C-12,-146 -24,-146 -30,-162 Z',
          hair,
        )
      : '',
    hairFront(hairStyle, hair),
  ].join('');
}

// A person seated behind a table; (x, y) is the far edge of the table.
function seatedPerson({ x, y, skin, shirt, hair, hairStyle, beard, scale = 1, lean = 0 }) {
  const sleeve = shade(shirt, 0.12);
  const torso = pathEl(
    'M-60,40 L-60,-66 C-60,-104 -40,-114 -16,-116 L16,-116 C40,-114 60,-104 60,-66 L60,40 Z',
    shirt,
  );
  const collar = pathEl('M-14,-116 L14,-116 C10,-100 -10,-100 -14,-116 Z', skin);
  const arms =
    stroke('M-50,-92 C-66,-70 -70,-40 -52,-10', sleeve, 26) +
    stroke('M50,-92 C66,-70 70,-40 52,-10', sleeve, 26);
  return group([torso, arms, collar, head({ skin, hair, hairStyle, beard })].join(''), {
    transform: `translate(${x},${y}) rotate(${lean}) scale(${scale})`,
  });
}

// Laptop seen from behind (lid towards the viewer); (x, y) bottom centre.
function laptopBack(x, y, w = 150, h = 96, lid = '#cbd5e1', logo = C.indigo, base = '#94a3b8') {
  return group(
    [
      ellipse(0, 4, w * 0.55, 7, C.navy, { opacity: 0.08 }),
      rect(-w / 2 - 6, -6, w + 12, 10, 5, base),
      rect(-w / 2, -h, w, h - 4, 10, lid),
      rect(-w / 2, -h, w, 10, 5, tint(lid, 0.35), { opacity: 0.6 }),
      circle(0, -h / 2 - 2, 9, logo, { opacity: 0.9 }),
    ].join(''),
    { transform: `translate(${x},${y})` },
  );
}

function mug(x, y, color) {
  return group(
    [
      ellipse(0, 2, 16, 4, C.navy, { opacity: 0.1 }),
      stroke('M12,-22 C24,-22 24,-8 12,-8', color, 5),
      rect(-13, -30, 26, 32, 6, color),
      rect(-13, -30, 26, 6, 3, tint(color, 0.35)),
    ].join(''),
    { transform: `translate(${x},${y})` },
  );
}

// ---------------------------------------------------------------- 1. team

function teamSvg() {
  const W = 1200;
  const H = 900;
  const defs = [
    linear('wall', [
      [0, '#e8ecff'],
      [1, C.indigoBg],
    ]),
    linear('floor', [
      [0, '#dfe3fb'],
      [1, '#cfd5f7'],
    ]),
    linear('sky', [
      [0, '#bae6fd'],
      [1, C.skyBg],
    ]),
    linear('tableTop', [
      [0, '#ffffff'],
      [1, '#eef1f7'],
    ]),
    linear('leaf', [
      [0, '#2dd4bf'],
      [1, '#0f9488'],
    ]),
    linear('leafDark', [
      [0, '#14b8a6'],
      [1, '#0b766e'],
    ]),
    linear('pot', [
      [0, C.rose],
      [1, '#e11d48'],
    ]),
    linear('lid', [
      [0, '#475569'],
      [1, C.slate],
    ]),
    radial('glow', [
      [0, '#fde68a', 0.55],
      [1, '#fde68a', 0],
    ]),
    radial('light', [
      [0, '#ffffff', 0.8],
      [1, '#ffffff', 0],
    ]),
    shadowFilter('soft', 12, 10, 0.12),
    shadowFilter('softSmall', 5, 4, 0.12),
  ].join('');

  const out = [];
  // Room
  out.push(rect(0, 0, W, H, 0, 'url(#wall)'));
  out.push(ellipse(620, 330, 520, 300, 'url(#light)'));
  out.push(rect(0, 640, W, H - 640, 0, 'url(#floor)'));
  out.push(rect(0, 630, W, 14, 0, '#d5dbf8'));
  out.push(ellipse(610, 790, 520, 70, '#c7cef6', { opacity: 0.7 }));

  // Whiteboard with wireframes
  const wb = { x: 70, y: 90, w: 440, h: 290 };
  out.push(
    group(
      [
        rect(wb.x - 10, wb.y - 10, wb.w + 20, wb.h + 20, 16, '#cbd5e1'),
        rect(wb.x, wb.y, wb.w, wb.h, 10, C.white),
        rect(wb.x + 60, wb.y + wb.h + 8, wb.w - 120, 12, 6, '#94a3b8'),
        rect(wb.x + 90, wb.y + wb.h + 2, 36, 8, 4, C.rose),
        rect(wb.x + 134, wb.y + wb.h + 2, 36, 8, 4, C.indigo),
      ].join(''),
      { filter: 'url(#soft)' },
    ),
  );
  {
    const ink = '#6366f1';
    const bx = wb.x + 28;
    const by = wb.y + 28;
    const parts = [
      // browser wireframe
      rect(bx, by, 220, 150, 10, 'none', { stroke: ink, 'stroke-width': 3.5 }),
      line(bx, by + 24, bx + 220, by + 24, ink, 3),
      circle(bx + 14, by + 12, 4, C.rose),
      circle(bx + 28, by + 12, 4, C.amber),
      circle(bx + 42, by + 12, 4, C.teal),
      rect(bx + 16, by + 40, 90, 70, 6, 'none', {
        stroke: ink,
        'stroke-width': 3,
      }),
      line(bx + 16, by + 40, bx + 106, by + 110, ink, 2.5),
      line(bx + 106, by + 40, bx + 16, by + 110, ink, 2.5),
      line(bx + 124, by + 46, bx + 200, by + 46, C.slate, 5),
      line(bx + 124, by + 64, bx + 186, by + 64, '#94a3b8', 4),
      line(bx + 124, by + 80, bx + 196, by + 80, '#94a3b8', 4),
      rect(bx + 124, by + 94, 54, 18, 9, C.indigo, { opacity: 0.85 }),
      line(bx + 16, by + 132, bx + 80, by + 132, '#94a3b8', 4),
      line(bx + 96, by + 132, bx + 160, by + 132, '#94a3b8', 4),
      // phone wireframe
      rect(bx + 280, by + 8, 96, 176, 14, 'none', {
        stroke: ink,
        'stroke-width': 3.5,
      }),
      rect(bx + 294, by + 32, 68, 46, 6, C.sky, { opacity: 0.25 }),
      line(bx + 296, by + 96, bx + 356, by + 96, C.slate, 4.5),
      line(bx + 296, by + 112, bx + 346, by + 112, '#94a3b8', 4),
      line(bx + 296, by + 126, bx + 352, by + 126, '#94a3b8', 4),
      rect(bx + 296, by + 142, 60, 18, 9, C.teal, { opacity: 0.85 }),
      // arrow between them
      stroke(
        `M${bx + 232},${by + 90} C${bx + 250},${by + 60} ${bx + 258},${by + 60} ${bx + 270},${by + 72}`,
        C.rose,
        3.5,
      ),
      stroke(`M${bx + 258},${by + 70} L${bx + 271},${by + 73} L${bx + 268},${by + 60}`, C.rose, 3.5),
      // sticky notes
      group(
        rect(0, 0, 52, 52, 4, '#fcd34d') +
          line(10, 18, 40, 18, '#b45309', 3, { opacity: 0.5 }) +
          line(10, 30, 32, 30, '#b45309', 3, { opacity: 0.5 }),
        {
          transform: `translate(${bx + 12},${by + 176}) rotate(-4)`,
          filter: 'url(#softSmall)',
        },
      ),
      group(
        rect(0, 0, 52, 52, 4, '#fda4af') +
          line(10, 18, 40, 18, '#be123c', 3, { opacity: 0.45 }) +
          line(10, 30, 34, 30, '#be123c', 3, { opacity: 0.45 }),
        {
          transform: `translate(${bx + 78},${by + 180}) rotate(3)`,
          filter: 'url(#softSmall)',
        },
      ),
      group(
        rect(0, 0, 52, 52, 4, '#7dd3fc') +
          line(10, 18, 40, 18, '#0369a1', 3, { opacity: 0.45 }) +
          line(10, 30, 30, 30, '#0369a1', 3, { opacity: 0.45 }),
        {
          transform: `translate(${bx + 144},${by + 176}) rotate(-2)`,
          filter: 'url(#softSmall)',
        },
      ),
    ];
    out.push(parts.join(''));
  }

  // Wall clock
  out.push(
    group(
      [
        circle(0, 0, 42, C.white, { stroke: C.slate, 'stroke-width': 6 }),
        ...Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          const r1 = i % 3 === 0 ? 28 : 32;
          return line(
            Math.sin(a) * r1,
            -Math.cos(a) * r1,
            Math.sin(a) * 35,
            -Math.cos(a) * 35,
            '#94a3b8',
            i % 3 === 0 ? 3.5 : 2,
          );
        }),
        line(0, 0, 0, -24, C.navy, 4),
        line(0, 0, 16, 8, C.navy, 4),
        circle(0, 0, 4, C.rose),
      ].join(''),
      { transform: 'translate(750,170)', filter: 'url(#softSmall)' },
    ),
  );

  // Window with a view
  const win = { x: 860, y: 80, w: 270, h: 360 };
  out.push(
    group(
      [
        rect(win.x - 14, win.y - 14, win.w + 28, win.h + 28, 14, C.white),
        rect(win.x, win.y, win.w, win.h, 6, 'url(#sky)'),
      ].join(''),
      { filter: 'url(#soft)' },
    ),
  );
  out.push(
    group(
      [
        circle(win.x + 200, win.y + 90, 52, C.white, { opacity: 0.5 }),
        circle(win.x + 200, win.y + 90, 34, '#fcd34d'),
        cloud(win.x + 80, win.y + 120, 0.8),
        cloud(win.x + 210, win.y + 210, 0.55, C.white, 0.9),
        pathEl(
          `M${win.x},${win.y + 300} C${win.x + 60},${win.y + 250} ${win.x + 120},${win.y + 260} ${win.x + 170},${win.y + 290} C${win.x + 210},${win.y + 270} ${win.x + 250},${win.y + 265} ${win.x + win.w},${win.y + 285} L${win.x + win.w},${win.y + win.h} L${win.x},${win.y + win.h} Z`,
          '#5eead4',
        ),
        pathEl(
          `M${win.x},${win.y + 330} C${win.x + 80},${win.y + 300} ${win.x + 180},${win.y + 310} ${win.x + win.w},${win.y + 325} L${win.x + win.w},${win.y + win.h} L${win.x},${win.y + win.h} Z`,
          C.teal,
        ),
      ].join(''),
      { 'clip-path': 'url(#winClip)' },
    ),
  );
  out.push(rect(win.x + win.w / 2 - 6, win.y, 12, win.h, 0, C.white));
  out.push(rect(win.x, win.y + 150, win.w, 12, 0, C.white));
  out.push(
    rect(win.x - 30, win.y + win.h + 12, win.w + 60, 18, 6, '#e2e8f0', {
      filter: 'url(#softSmall)',
    }),
  );

  // Pendant lamps
  for (const lx of [610]) {
    out.push(ellipse(lx, 250, 120, 80, 'url(#glow)'));
    out.push(line(lx, 0, lx, 190, C.slate, 3));
    out.push(
      pathEl(
        `M${lx - 46},232 C${lx - 46},196 ${lx - 26},184 ${lx},184 C${lx + 26},184 ${lx + 46},196 ${lx + 46},232 Z`,
        C.navy,
      ),
    );
    out.push(ellipse(lx, 232, 20, 7, '#fde68a'));
  }

  // People behind the table
  const tableY = 560;
  const people = [
    {
      x: 340,
      skin: SKIN[2],
      shirt: C.sky,
      hair: '#1f2937',
      hairStyle: 'curly',
      lean: -3,
    },
    {
      x: 520,
      skin: SKIN[0],
      shirt: C.rose,
      hair: '#7c2d12',
      hairStyle: 'long',
      lean: 2,
    },
    {
      x: 700,
      skin: SKIN[1],
      shirt: C.teal,
      hair: '#111827',
      hairStyle: 'short',
      beard: true,
      lean: -2,
    },
    {
      x: 880,
      skin: SKIN[3],
      shirt: C.violet,
      hair: '#3f2a1d',
      hairStyle: 'bun',
      lean: 3,
    },
  ];
  for (const p of people) out.push(seatedPerson({ ...p, y: tableY }));

  // Table
  const tl = 250;
  const tr = 990;
  out.push(ellipse(620, 800, 470, 40, C.navy, { opacity: 0.08 }));
  out.push(rect(tl + 20, 640, 16, 160, 6, C.slate));
  out.push(rect(tr - 36, 640, 16, 160, 6, C.slate));
  out.push(rect(tl - 10, 640, 14, 150, 6, '#475569'));
  out.push(rect(tr + 4, 640, 14, 150, 6, '#475569'));
  out.push(
    pathEl(
      `M${tl},${tableY} L${tr},${tableY} L${tr + 60},${tableY + 80} L${tl - 60},${tableY + 80} Z`,
      'url(#tableTop)',
    ),
  );
  out.push(rect(tl - 60, tableY + 80, tr - tl + 120, 20, 6, '#c7d2fe'));
  out.push(rect(tl - 60, tableY + 80, tr - tl + 120, 5, 2, '#e0e7ff'));

  // Things on the table
  const lids = [
    ['url(#lid)', C.sky, '#1e293b'],
    ['#cbd5e1', C.rose, '#94a3b8'],
    ['url(#lid)', C.teal, '#1e293b'],
    ['#cbd5e1', C.violet, '#94a3b8'],
  ];
  people.forEach((p, i) => out.push(laptopBack(p.x, tableY + 46, 150, 96, ...lids[i])));
  out.push(mug(430, tableY + 62, C.amber));
  out.push(mug(792, tableY + 58, C.indigo));
  out.push(
    group(
      [
        rect(0, 0, 70, 44, 4, C.white, { transform: 'rotate(-8)' }),
        line(10, 12, 50, 7, '#94a3b8', 3),
        line(12, 24, 44, 20, '#cbd5e1', 3),
      ].join(''),
      { transform: `translate(590,${tableY + 30})`, filter: 'url(#softSmall)' },
    ),
  );
  out.push(
    group(
      rect(0, 0, 74, 50, 8, C.navy) +
        rect(5, 5, 64, 40, 5, C.indigo) +
        rect(12, 12, 30, 6, 3, '#a5b4fc') +
        rect(12, 24, 46, 14, 4, '#818cf8'),
      {
        transform: `translate(236,${tableY + 22}) rotate(-6)`,
        filter: 'url(#softSmall)',
      },
    ),
  );

  // Standing person at the whiteboard, pointing at the wireframes
  {
    const skin = SKIN[3];
    const shirt = C.amber;
    const pants = C.navy;
    const parts = [
      ellipse(0, 8, 70, 12, C.navy, { opacity: 0.12 }),
      // legs and shoes
      stroke('M-20,-200 L-24,-16', pants, 38),
      stroke('M20,-200 L24,-16', pants, 38),
      pathEl('M-8,0 L-8,-16 C-8,-26 -24,-28 -38,-22 C-50,-17 -56,-8 -56,0 Z', C.slate),
      pathEl('M8,0 L8,-16 C8,-26 24,-28 38,-22 C50,-17 56,-8 56,0 Z', C.slate),
      // torso
      pathEl(
        'M-62,-190 L-58,-330 C-56,-360 -36,-372 -16,-374 L16,-374 C36,-372 56,-360 58,-330 L62,-190 C40,-180 -40,-180 -62,-190 Z',
        shirt,
      ),
      rect(-62, -206, 124, 16, 6, '#1e293b'),
      // relaxed arm
      stroke('M-50,-350 C-70,-300 -72,-260 -62,-226', shade(shirt, 0.1), 26),
      circle(-60, -222, 13, skin),
      // raised arm pointing at the whiteboard
      stroke('M48,-352 C70,-372 82,-400 88,-460', shade(shirt, 0.1), 26),
      circle(90, -472, 13, skin),
      line(94, -480, 104, -500, C.indigo, 7),
      pathEl('M-14,-374 L14,-374 C10,-358 -10,-358 -14,-374 Z', skin),
    ];
    const h = group(head({ skin, hair: '#1e1b4b', hairStyle: 'short' }), {
      transform: 'translate(0,-232) scale(1.08)',
    });
    out.push(group(parts.join('') + h, { transform: 'translate(125,840)' }));
  }

  // Plant by the window
  {
    const leaves = [
      [-40, 250, 44, 'url(#leafDark)'],
      [40, 240, 42, 'url(#leafDark)'],
      [-20, 300, 46, 'url(#leaf)'],
      [18, 290, 46, 'url(#leaf)'],
      [-62, 190, 38, 'url(#leaf)'],
      [64, 180, 36, 'url(#leaf)'],
      [0, 330, 44, 'url(#leafDark)'],
      [-8, 230, 40, 'url(#leaf)'],
    ];
    const parts = leaves.map(([a, l, w, f]) =>
      group(pathEl(leafPath(l, w), f) + stroke(`M0,-6 L0,${-l * 0.85}`, '#0f766e', 2.5, { opacity: 0.5 }), {
        transform: `rotate(${a})`,
      }),
    );
    out.push(
      group(
        [
          ellipse(0, 150, 80, 12, C.navy, { opacity: 0.12 }),
          group(parts.join(''), { transform: 'translate(0,0)' }),
          pathEl('M-62,0 L62,0 L50,150 L-50,150 Z', 'url(#pot)'),
          rect(-70, -14, 140, 22, 8, '#fb7185'),
        ].join(''),
        { transform: 'translate(1105,700) scale(0.88)' },
      ),
    );
  }

  const clip = `<clipPath id="winClip"><rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" rx="6"/></clipPath>`;
  return svgDoc(W, H, defs + clip, out.join(''));
}

// ---------------------------------------------------------------- 2. fast websites

function fastWebsitesSvg() {
  const W = 1200;
  const H = 675;
  const defs = [
    linear(
      'bg',
      [
        [0, C.indigoBg],
        [1, C.skyBg],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      'arc',
      [
        [0, C.teal],
        [0.45, C.sky],
        [0.75, C.indigo],
        [1, C.violet],
      ],
      0,
      0,
      1,
      0,
    ),
    linear('bar', [
      [0, '#f1f5f9'],
      [1, '#e2e8f0'],
    ]),
    linear('bolt', [
      [0, '#fbbf24'],
      [1, C.amber],
    ]),
    linear(
      'streak',
      [
        [0, C.indigo, 0],
        [1, C.indigo, 0.55],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      'streak2',
      [
        [0, C.sky, 0],
        [1, C.sky, 0.6],
      ],
      0,
      0,
      1,
      0,
    ),
    radial('halo', [
      [0, C.indigo, 0.12],
      [1, C.indigo, 0],
    ]),
    linear(
      'sweep',
      [
        [0, C.rose, 0],
        [1, C.rose, 0.22],
      ],
      0,
      0,
      1,
      1,
    ),
    shadowFilter('soft', 18, 16, 0.16),
    shadowFilter('softSmall', 6, 5, 0.14),
  ].join('');
  const out = [];
  out.push(rect(0, 0, W, H, 0, 'url(#bg)'));
  out.push(circle(1080, 80, 160, C.violet, { opacity: 0.07 }));
  out.push(circle(120, 620, 200, C.sky, { opacity: 0.08 }));
  out.push(circle(600, 380, 330, 'url(#halo)'));
  // dot grid
  for (let x = 0; x < 9; x++)
    for (let y = 0; y < 5; y++)
      out.push(circle(1010 + x * 18, 470 + y * 18, 2.5, C.indigo, { opacity: 0.18 }));

  // motion streaks left of the window
  const streaks = [
    [60, 190, 210, 'url(#streak)', 10],
    [120, 250, 150, 'url(#streak2)', 8],
    [30, 330, 240, 'url(#streak)', 12],
    [100, 410, 170, 'url(#streak2)', 8],
    [50, 480, 210, 'url(#streak)', 10],
  ];
  for (const [x, y, l, c, w] of streaks) out.push(rect(x, y - w / 2, l, w, w / 2, c));

  // Browser window
  const bx = 270;
  const by = 90;
  const bw = 660;
  const bh = 480;
  out.push(rect(bx, by, bw, bh, 22, C.white, { filter: 'url(#soft)' }));
  out.push(
    pathEl(
      `M${bx},${by + 56} L${bx},${by + 22} Q${bx},${by} ${bx + 22},${by} L${bx + bw - 22},${by} Q${bx + bw},${by} ${bx + bw},${by + 22} L${bx + bw},${by + 56} Z`,
      'url(#bar)',
    ),
  );
  out.push(
    circle(bx + 30, by + 28, 8, C.rose),
    circle(bx + 54, by + 28, 8, C.amber),
    circle(bx + 78, by + 28, 8, C.teal),
  );
  out.push(rect(bx + 130, by + 14, 420, 28, 14, C.white));
  out.push(
    group(rect(-7, -2, 14, 11, 3, C.teal) + stroke('M-4,-2 L-4,-6 C-4,-11 4,-11 4,-6 L4,-2', C.teal, 2.6), {
      transform: `translate(${bx + 152},${by + 26})`,
    }),
  );
  out.push(rect(bx + 170, by + 24, 160, 8, 4, '#cbd5e1'));
  out.push(rect(bx + 590, by + 20, 40, 16, 8, '#cbd5e1'));

  // skeleton header inside page
  out.push(rect(bx + 40, by + 84, 36, 36, 10, C.indigo));
  out.push(rect(bx + 88, by + 96, 90, 12, 6, C.slate, { opacity: 0.8 }));
  out.push(rect(bx + 370, by + 96, 56, 10, 5, '#cbd5e1'));
  out.push(rect(bx + 440, by + 96, 56, 10, 5, '#cbd5e1'));
  out.push(rect(bx + 510, by + 88, 110, 26, 13, C.indigo, { opacity: 0.9 }));

  // Speedometer
  const cx = 600;
  const cy = 485;
  const R = 190;
  const arcPath = (r, a0, a1) => {
    const p = (a) => [cx + r * Math.cos(a), cy - r * Math.sin(a)];
    const [x0, y0] = p(a0);
    const [x1, y1] = p(a1);
    return `M${x0.toFixed(1)},${y0.toFixed(1)} A${r},${r} 0 0 1 ${x1.toFixed(1)},${y1.toFixed(1)}`;
  };
  out.push(stroke(arcPath(R, Math.PI, 0), '#e2e8f0', 34));
  out.push(stroke(arcPath(R, Math.PI, 0.02), 'url(#arc)', 34));
  for (let i = 0; i <= 20; i++) {
    const a = Math.PI - (i * Math.PI) / 20;
    const r1 = i % 5 === 0 ? R - 52 : R - 42;
    const r2 = R - 30;
    out.push(
      line(
        cx + r1 * Math.cos(a),
        cy - r1 * Math.sin(a),
        cx + r2 * Math.cos(a),
        cy - r2 * Math.sin(a),
        i % 5 === 0 ? C.slate : '#94a3b8',
        i % 5 === 0 ? 5 : 3,
      ),
    );
  }
  // needle pointing at max (slightly above the right horizontal)
  const na = (8 * Math.PI) / 180;
  const nl = R - 40;
  const tip = [cx + nl * Math.cos(na), cy - nl * Math.sin(na)];
  const perp = [Math.sin(na) * 11, Math.cos(na) * 11];
  // motion sweep trailing the needle
  {
    const r = nl - 6;
    const a1 = (46 * Math.PI) / 180;
    const p0 = [cx + r * Math.cos(a1), cy - r * Math.sin(a1)];
    const p1 = [cx + r * Math.cos(na), cy - r * Math.sin(na)];
    out.push(
      pathEl(
        `M${cx},${cy} L${p0[0].toFixed(1)},${p0[1].toFixed(1)} A${r},${r} 0 0 1 ${p1[0].toFixed(1)},${p1[1].toFixed(1)} Z`,
        'url(#sweep)',
      ),
    );
  }
  out.push(
    pathEl(
      `M${(cx + perp[0]).toFixed(1)},${(cy + perp[1]).toFixed(1)} L${tip[0].toFixed(1)},${tip[1].toFixed(1)} L${(cx - perp[0]).toFixed(1)},${(cy - perp[1]).toFixed(1)} Z`,
      C.rose,
      { filter: 'url(#softSmall)' },
    ),
  );
  out.push(circle(cx, cy, 24, C.navy), circle(cx, cy, 9, C.white));
  // base shadow under the gauge
  out.push(ellipse(cx, cy + 46, 150, 8, C.navy, { opacity: 0.06 }));
  // Lightning badge
  out.push(
    group(
      [
        circle(0, 0, 54, 'url(#bolt)'),
        circle(0, 0, 54, 'none', { stroke: C.white, 'stroke-width': 6 }),
        pathEl('M8,-34 L-20,6 L-2,6 L-10,34 L20,-8 L2,-8 Z', C.white, {
          'stroke-linejoin': 'round',
        }),
      ].join(''),
      {
        transform: `translate(${bx + bw - 10},${by + 10})`,
        filter: 'url(#soft)',
      },
    ),
  );
  // Floating metric card (left)
  out.push(
    group(
      [
        rect(0, 0, 170, 96, 16, C.white),
        circle(36, 48, 20, C.teal, { opacity: 0.15 }),
        stroke('M26,48 L33,56 L47,40', C.teal, 5),
        rect(68, 34, 80, 10, 5, C.slate, { opacity: 0.8 }),
        rect(68, 54, 56, 8, 4, '#cbd5e1'),
      ].join(''),
      { transform: `translate(${bx - 90},${by + 330})`, filter: 'url(#soft)' },
    ),
  );
  // Floating mini chart card (right)
  out.push(
    group(
      [
        rect(0, 0, 150, 110, 16, C.white),
        rect(22, 70, 16, 22, 4, tint(C.indigo, 0.6)),
        rect(46, 56, 16, 36, 4, tint(C.indigo, 0.4)),
        rect(70, 40, 16, 52, 4, tint(C.indigo, 0.2)),
        rect(94, 22, 16, 70, 4, C.indigo),
        rect(22, 18, 52, 8, 4, '#cbd5e1'),
      ].join(''),
      {
        transform: `translate(${bx + bw - 60},${by + 300})`,
        filter: 'url(#soft)',
      },
    ),
  );
  return svgDoc(W, H, defs, out.join(''));
}

// ---------------------------------------------------------------- 3. business growth

function businessGrowthSvg() {
  const W = 1200;
  const H = 675;
  const defs = [
    linear('sky', [
      [0, '#bfe7fd'],
      [1, C.paper],
    ]),
    linear('ground', [
      [0, '#ccfbf1'],
      [1, '#99f6e4'],
    ]),
    linear('wallG', [
      [0, '#e0e7ff'],
      [1, '#eef2ff'],
    ]),
    linear(
      'glass',
      [
        [0, '#bae6fd'],
        [1, '#e0f2fe'],
      ],
      0,
      0,
      1,
      1,
    ),
    linear('bar1', [
      [0, '#38bdf8'],
      [1, C.sky],
    ]),
    linear('bar2', [
      [0, '#2dd4bf'],
      [1, C.teal],
    ]),
    linear('bar3', [
      [0, '#818cf8'],
      [1, C.indigo],
    ]),
    linear('bar4', [
      [0, '#a78bfa'],
      [1, C.violet],
    ]),
    linear(
      'arrow',
      [
        [0, '#fbbf24'],
        [1, C.amber],
      ],
      0,
      1,
      1,
      0,
    ),
    linear('leaf', [
      [0, '#2dd4bf'],
      [1, '#0f9488'],
    ]),
    shadowFilter('soft', 14, 12, 0.14),
    shadowFilter('softSmall', 5, 4, 0.12),
  ].join('');
  const out = [];
  const G = 560; // ground line
  out.push(rect(0, 0, W, H, 0, 'url(#sky)'));
  out.push(circle(1040, 110, 86, C.white, { opacity: 0.45 }), circle(1040, 110, 56, '#fcd34d'));
  out.push(cloud(230, 110, 1.1), cloud(620, 80, 0.8, C.white, 0.9), cloud(900, 170, 0.7, C.white, 0.85));
  // distant hills
  out.push(
    pathEl(
      `M0,${G - 40} C200,${G - 120} 380,${G - 60} 560,${G - 90} C760,${G - 130} 960,${G - 50} 1200,${G - 100} L1200,${G} L0,${G} Z`,
      '#c7f0e8',
    ),
  );
  out.push(rect(0, G, W, H - G, 0, 'url(#ground)'));
  out.push(rect(0, G, W, 10, 0, '#5eead4', { opacity: 0.5 }));
  out.push(rect(0, G + 50, W, 8, 4, C.white, { opacity: 0.6 }));

  // Shop
  const sx = 120;
  const sw = 440;
  const top = 200;
  const shop = [];
  shop.push(ellipse(sx + sw / 2, G + 6, sw / 2 + 40, 14, C.navy, { opacity: 0.1 }));
  shop.push(
    rect(sx, top + 70, sw, G - top - 70, 6, 'url(#wallG)', {
      filter: 'url(#soft)',
    }),
  );
  shop.push(rect(sx - 14, G - 14, sw + 28, 14, 4, '#cbd5e1'));
  // roof sign
  shop.push(rect(sx - 20, top, sw + 40, 78, 14, C.indigo, { filter: 'url(#soft)' }));
  shop.push(rect(sx - 20, top, sw + 40, 12, 6, '#6366f1'));
  // sign icon: a shopping bag + decorative bars
  shop.push(
    group(
      pathEl('M-20,-12 L20,-12 L25,24 C25,28 22,30 18,30 L-18,30 C-22,30 -25,28 -25,24 Z', C.white) +
        stroke('M-9,-4 L-9,-14 C-9,-28 9,-28 9,-14 L9,-4', C.white, 3.5) +
        circle(-9, -3, 3, C.indigo) +
        circle(9, -3, 3, C.indigo),
      {
        transform: `translate(${sx + sw / 2},${top + 40})`,
      },
    ),
  );
  shop.push(
    rect(sx + 40, top + 34, 130, 12, 6, '#a5b4fc'),
    rect(sx + sw - 170, top + 34, 130, 12, 6, '#a5b4fc'),
  );
  // awning
  const aw = { x: sx - 24, y: top + 92, w: sw + 48, h: 56 };
  const n = 8;
  const sWidth = aw.w / n;
  shop.push(rect(sx, aw.y + aw.h, sw, 34, 0, C.indigo, { opacity: 0.08 }));
  for (let i = 0; i < n; i++) {
    const x0 = aw.x + i * sWidth;
    const col = i % 2 === 0 ? C.rose : C.white;
    shop.push(
      pathEl(
        `M${x0},${aw.y} L${x0 + sWidth},${aw.y} L${x0 + sWidth},${aw.y + aw.h} A${sWidth / 2},${sWidth / 2.6} 0 0 1 ${x0},${aw.y + aw.h} Z`,
        col,
      ),
    );
  }
  shop.push(rect(aw.x, aw.y - 8, aw.w, 14, 7, '#e11d48'));
  // shop window
  const wx = sx + 34;
  const wy = top + 184;
  shop.push(rect(wx - 8, wy - 8, 236, 166, 10, C.slate));
  shop.push(rect(wx, wy, 220, 150, 6, 'url(#glass)'));
  shop.push(
    pathEl(
      `M${wx + 30},${wy} L${wx + 80},${wy} L${wx + 20},${wy + 150} L${wx},${wy + 150} L${wx},${wy + 60} Z`,
      C.white,
      { opacity: 0.35 },
    ),
  );
  shop.push(rect(wx, wy + 66, 220, 6, 0, '#94a3b8'));
  shop.push(rect(wx, wy + 136, 220, 6, 0, '#94a3b8'));
  // items on shelves
  const items = [
    [wx + 20, wy + 66, 28, 40, C.amber],
    [wx + 56, wy + 66, 22, 28, C.teal],
    [wx + 88, wy + 66, 30, 46, C.violet],
    [wx + 130, wy + 66, 24, 32, C.rose],
    [wx + 166, wy + 66, 32, 38, C.sky],
    [wx + 22, wy + 136, 36, 34, C.indigo],
    [wx + 70, wy + 136, 26, 48, C.amber],
    [wx + 108, wy + 136, 34, 28, C.teal],
    [wx + 154, wy + 136, 40, 40, C.rose],
  ];
  for (const [x, y, w, h, c] of items) {
    shop.push(rect(x, y - h, w, h, 5, c));
    shop.push(rect(x + 4, y - h + 6, w - 8, 6, 3, C.white, { opacity: 0.45 }));
  }
  shop.push(rect(wx - 14, wy + 154, 248, 12, 4, '#cbd5e1'));
  // door
  const dx = sx + 290;
  const dy = top + 176;
  shop.push(rect(dx - 8, dy - 8, 126, G - dy + 8, 10, C.slate));
  shop.push(rect(dx, dy, 110, G - dy - 14, 6, C.teal));
  shop.push(rect(dx + 14, dy + 14, 66, 104, 6, 'url(#glass)'));
  shop.push(circle(dx + 93, dy + 112, 7, '#fcd34d'));
  // hanging open sign (blank)
  shop.push(stroke(`M${dx + 26},${dy + 30} L${dx + 47},${dy + 14} L${dx + 68},${dy + 30}`, C.slate, 2.5));
  shop.push(rect(dx + 18, dy + 30, 58, 30, 7, C.amber));
  shop.push(circle(dx + 32, dy + 45, 5, C.white), rect(dx + 42, dy + 42, 24, 6, 3, C.white));
  out.push(shop.join(''));

  // Potted plants by the door
  const plant = (x, s) =>
    group(
      [
        group(pathEl(leafPath(90, 26), 'url(#leaf)'), {
          transform: 'rotate(-30)',
        }),
        group(pathEl(leafPath(90, 26), 'url(#leaf)'), {
          transform: 'rotate(30)',
        }),
        pathEl(leafPath(110, 28), '#0d9488'),
        pathEl('M-30,0 L30,0 L24,54 L-24,54 Z', C.amber),
        rect(-34, -8, 68, 14, 6, '#fbbf24'),
      ].join(''),
      { transform: `translate(${x},${G - 54 * s}) scale(${s})` },
    );
  out.push(plant(sx + sw + 24, 0.9));

  // Growth chart
  const bars = [
    [680, 70, 'url(#bar1)'],
    [770, 130, 'url(#bar2)'],
    [860, 200, 'url(#bar3)'],
    [950, 280, 'url(#bar4)'],
  ];
  const bw = 66;
  out.push(ellipse(850, G + 6, 250, 14, C.navy, { opacity: 0.1 }));
  for (const [x, h, f] of bars) {
    out.push(
      group(
        [
          rect(x, G - h, bw, h + 8, 12, f),
          rect(x + 10, G - h + 10, 12, h - 20, 6, C.white, { opacity: 0.22 }),
        ].join(''),
        { filter: 'url(#soft)' },
      ),
    );
  }
  // trend arrow
  const pts = [
    [672, G - 100],
    [735, G - 150],
    [812, G - 130],
    [900, G - 260],
    [975, G - 330],
  ];
  const d = 'M' + pts.map((p) => p.join(',')).join(' L');
  out.push(stroke(d, C.white, 22, { opacity: 0.9 }));
  out.push(stroke(d, 'url(#arrow)', 13));
  const [ex, ey] = pts[pts.length - 1];
  const ang = Math.atan2(ey - pts[3][1], ex - pts[3][0]);
  // arrowhead: a triangle whose tip is 34px beyond the last point
  const polar = (r, a) => [(ex + r * Math.cos(ang + a)).toFixed(1), (ey + r * Math.sin(ang + a)).toFixed(1)];
  const t1 = polar(34, 0);
  const l1 = polar(26, Math.PI / 2);
  const l2 = polar(26, -Math.PI / 2);
  out.push(
    pathEl(`M${t1.join(',')} L${l1.join(',')} L${l2.join(',')} Z`, C.amber, {
      stroke: C.amber,
      'stroke-width': 6,
      'stroke-linejoin': 'round',
    }),
  );
  for (const [x, y] of pts.slice(0, -1))
    out.push(circle(x, y, 9, C.white, { stroke: C.amber, 'stroke-width': 5 }));

  // coins
  const coins = (x, n) =>
    Array.from({ length: n }, (_, i) =>
      group(
        ellipse(0, 0, 26, 9, '#d97706') +
          ellipse(0, -5, 26, 9, '#fbbf24') +
          ellipse(0, -5, 14, 4, '#f59e0b', { opacity: 0.6 }),
        {
          transform: `translate(${x},${G - 4 - i * 11})`,
        },
      ),
    ).join('');
  out.push(coins(1075, 5), coins(1128, 3));
  return svgDoc(W, H, defs, out.join(''));
}

// ---------------------------------------------------------------- 4. design systems

function designSystemsSvg() {
  const W = 1200;
  const H = 675;
  const defs = [
    linear(
      'bg',
      [
        [0, C.navy],
        [1, '#1e1b4b'],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      'img',
      [
        [0, C.sky],
        [1, C.violet],
      ],
      0,
      0,
      1,
      1,
    ),
    linear('btn', [
      [0, '#6366f1'],
      [1, C.indigo],
    ]),
    radial('glowA', [
      [0, C.violet, 0.35],
      [1, C.violet, 0],
    ]),
    radial('glowB', [
      [0, C.sky, 0.25],
      [1, C.sky, 0],
    ]),
    shadowFilter('soft', 16, 14, 0.35, '#020617'),
    shadowFilter('softSmall', 5, 4, 0.18),
  ].join('');
  const out = [];
  out.push(rect(0, 0, W, H, 0, 'url(#bg)'));
  out.push(circle(180, 120, 320, 'url(#glowA)'), circle(1050, 560, 360, 'url(#glowB)'));
  // layout grid
  const gx = 60;
  const col = 1080 / 12;
  for (let i = 0; i < 12; i++)
    out.push(rect(gx + i * col + 6, 0, col - 12, H, 0, C.indigo, { opacity: 0.06 }));
  for (let x = 0; x <= W; x += 30) out.push(line(x, 0, x, H, '#334155', 1, { opacity: 0.35 }));
  for (let y = 15; y <= H; y += 30) out.push(line(0, y, W, y, '#334155', 1, { opacity: 0.35 }));

  const panel = (x, y, w, h, inner) =>
    group(rect(0, 0, w, h, 20, C.white) + inner, {
      transform: `translate(${x},${y})`,
      filter: 'url(#soft)',
    });
  const bar = (x, y, w, c = '#cbd5e1', h = 10) => rect(x, y, w, h, h / 2, c);

  // Card component (left)
  out.push(
    panel(
      90,
      78,
      300,
      340,
      [
        `<clipPath id="cardImg"><path d="M0,20 Q0,0 20,0 L280,0 Q300,0 300,20 L300,150 L0,150 Z"/></clipPath>`,
        group(
          [
            rect(0, 0, 300, 150, 0, 'url(#img)'),
            circle(220, 54, 24, '#fde68a'),
            pathEl('M0,150 L0,115 L70,70 L140,120 L190,88 L300,140 L300,150 Z', C.white, { opacity: 0.35 }),
            pathEl('M0,150 L0,132 L90,98 L170,142 L230,116 L300,150 Z', C.white, { opacity: 0.6 }),
          ].join(''),
          { 'clip-path': 'url(#cardImg)' },
        ),
        rect(24, 170, 70, 22, 11, tint(C.teal, 0.8)),
        bar(36, 176, 46, C.teal, 10),
        bar(24, 206, 220, C.navy, 16),
        bar(24, 236, 250),
        bar(24, 256, 200),
        circle(44, 300, 20, SKIN[1]),
        bar(74, 290, 90, C.slate, 10),
        bar(74, 308, 60),
        rect(196, 282, 84, 36, 18, 'url(#btn)'),
      ].join(''),
    ),
  );

  // Buttons panel
  out.push(
    panel(
      430,
      78,
      330,
      170,
      [
        rect(28, 30, 130, 46, 23, 'url(#btn)'),
        bar(58, 48, 70, C.white, 10),
        rect(172, 30, 130, 46, 23, C.white, {
          stroke: C.indigo,
          'stroke-width': 3,
        }),
        bar(202, 48, 70, C.indigo, 10),
        rect(28, 98, 130, 46, 23, C.rose),
        bar(58, 116, 70, C.white, 10),
        rect(172, 98, 46, 46, 23, C.teal),
        stroke('M195,110 L195,132 M184,121 L206,121', C.white, 4),
        rect(230, 98, 72, 46, 14, '#f1f5f9'),
        stroke('M254,121 L262,129 L278,113', C.slate, 4),
      ].join(''),
    ),
  );

  // Toggles & controls panel
  const toggle = (x, y, on, c) =>
    rect(x, y, 72, 38, 19, on ? c : '#cbd5e1') +
    circle(on ? x + 53 : x + 19, y + 19, 14, C.white, {
      filter: 'url(#softSmall)',
    });
  out.push(
    panel(
      800,
      78,
      310,
      170,
      [
        toggle(28, 30, true, C.teal),
        bar(118, 44, 90, C.slate, 10),
        toggle(28, 100, false),
        bar(118, 114, 70),
        rect(232, 30, 38, 38, 10, C.indigo),
        stroke('M242,49 L249,56 L261,42', C.white, 4),
        rect(232, 100, 38, 38, 10, C.white, {
          stroke: '#cbd5e1',
          'stroke-width': 3,
        }),
      ].join(''),
    ),
  );

  // Colour swatches
  const sw = [C.indigo, C.violet, C.sky, C.teal, C.amber, C.rose, C.slate];
  out.push(
    panel(
      430,
      288,
      680,
      130,
      [
        ...sw.map((c, i) =>
          group(rect(0, 0, 72, 72, 16, c) + bar(8, 86, 46, '#cbd5e1', 8), {
            transform: `translate(${28 + i * 92},22)`,
          }),
        ),
      ].join(''),
    ),
  );

  // Input + slider + progress panel
  out.push(
    panel(
      90,
      458,
      470,
      140,
      [
        `<g transform="translate(0,16)">`,
        rect(24, 24, 250, 62, 14, '#f8fafc', {
          stroke: C.indigo,
          'stroke-width': 3,
        }),
        circle(54, 55, 11, 'none', { stroke: '#94a3b8', 'stroke-width': 4 }),
        line(62, 63, 70, 71, '#94a3b8', 4),
        bar(84, 50, 110, '#94a3b8', 10),
        rect(206, 42, 3, 26, 1.5, C.indigo),
        bar(300, 40, 146, '#e2e8f0', 10),
        bar(300, 40, 100, C.sky, 10),
        circle(400, 45, 14, C.white, { stroke: C.sky, 'stroke-width': 5 }),
        bar(300, 72, 146, '#e2e8f0', 10),
        bar(300, 72, 60, C.amber, 10),
        '</g>',
      ].join(''),
    ),
  );

  // Badges & avatars panel
  out.push(
    panel(
      600,
      458,
      510,
      140,
      [
        rect(28, 24, 86, 32, 16, tint(C.teal, 0.8)),
        bar(44, 35, 54, C.teal, 10),
        rect(126, 24, 86, 32, 16, tint(C.rose, 0.8)),
        bar(142, 35, 54, C.rose, 10),
        rect(224, 24, 86, 32, 16, tint(C.amber, 0.75)),
        bar(240, 35, 54, '#d97706', 10),
        ...[SKIN[0], SKIN[2], SKIN[3], SKIN[1]].map((s, i) =>
          circle(56 + i * 40, 96, 22, s, {
            stroke: C.white,
            'stroke-width': 5,
          }),
        ),
        circle(216, 96, 22, C.indigo, { stroke: C.white, 'stroke-width': 5 }),
        circle(207, 96, 3.5, C.white),
        circle(216, 96, 3.5, C.white),
        circle(225, 96, 3.5, C.white),
        rect(350, 24, 132, 92, 14, '#f1f5f9'),
        rect(366, 38, 36, 36, 10, C.violet),
        bar(412, 44, 52, C.slate, 9),
        bar(412, 62, 36, '#cbd5e1', 8),
        bar(366, 92, 100, '#cbd5e1', 8),
        bar(366, 92, 64, C.violet, 8),
      ].join(''),
    ),
  );

  // Selection outline with handles around the buttons panel (like a design tool)
  const sel = { x: 420, y: 68, w: 350, h: 190 };
  out.push(
    rect(sel.x, sel.y, sel.w, sel.h, 4, 'none', {
      stroke: C.sky,
      'stroke-width': 2.5,
      'stroke-dasharray': '8 6',
    }),
  );
  for (const [hx, hy] of [
    [sel.x, sel.y],
    [sel.x + sel.w, sel.y],
    [sel.x, sel.y + sel.h],
    [sel.x + sel.w, sel.y + sel.h],
  ])
    out.push(
      rect(hx - 7, hy - 7, 14, 14, 3, C.white, {
        stroke: C.sky,
        'stroke-width': 3,
      }),
    );
  // spacing guides
  out.push(
    line(390, 353, 430, 353, C.rose, 2.5),
    line(390, 345, 390, 361, C.rose, 2.5),
    line(430, 345, 430, 361, C.rose, 2.5),
  );
  // cursor
  out.push(
    pathEl('M0,0 L0,40 L11,30 L19,48 L27,44 L19,27 L34,27 Z', C.white, {
      transform: `translate(${sel.x + sel.w - 10},${sel.y + sel.h - 4})`,
      stroke: C.navy,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
      filter: 'url(#softSmall)',
    }),
  );
  return svgDoc(W, H, defs, out.join(''));
}

// ---------------------------------------------------------------- render

const jobs = [
  ['content/images/team.png', teamSvg, 1200, 900],
  ['content/images/blog/fast-websites.png', fastWebsitesSvg, 1200, 675],
  ['content/images/blog/business-growth.png', businessGrowthSvg, 1200, 675],
  ['content/images/blog/design-systems.png', designSystemsSvg, 1200, 675],
];

const only = process.argv.slice(2);
for (const [rel, build, w, h] of jobs) {
  if (only.length && !only.some((o) => rel.includes(o))) continue;
  const svg = build();
  const file = path.join(root, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .png({
      compressionLevel: 9,
      palette: true,
      quality: 100,
      effort: 10,
      dither: 1,
    })
    .toBuffer();
  await writeFile(file, png);
  console.log(`${rel}  ${w}x${h}  ${(png.length / 1024).toFixed(1)} KB`);
}
