/**
 * The demo catalogue's pictures, drawn as SVG (no network): a gradient in a palette picked from
 * the object's id, a textile motif, and initials, a garment silhouette or an offer's discount.
 * Only the seed draws them (catalogue-art.ts stores them; the API serves stored files). Pure
 * functions of their inputs; text is escaped and nothing executable is ever emitted.
 */

type Palette = { from: string; to: string; accent: string; ink: string };

const PALETTES: Palette[] = [
  { from: '#7b1e3a', to: '#c2185b', accent: '#f8bbd0', ink: '#ffffff' }, // rani pink
  { from: '#0d3b66', to: '#1d5c96', accent: '#f4d35e', ink: '#ffffff' }, // indigo and gold
  { from: '#1b4332', to: '#2d6a4f', accent: '#d8f3dc', ink: '#ffffff' }, // emerald
  { from: '#6a040f', to: '#9d0208', accent: '#ffba08', ink: '#ffffff' }, // sindoor
  { from: '#3c096c', to: '#7b2cbf', accent: '#e0aaff', ink: '#ffffff' }, // jamuni
  { from: '#7f5539', to: '#b08968', accent: '#ede0d4', ink: '#ffffff' }, // sandstone
  { from: '#005f73', to: '#0a9396', accent: '#e9d8a6', ink: '#ffffff' }, // peacock
  { from: '#9c4a1a', to: '#e07a5f', accent: '#f2cc8f', ink: '#ffffff' }, // terracotta
  { from: '#283618', to: '#606c38', accent: '#fefae0', ink: '#ffffff' }, // mehendi
  { from: '#8a5a00', to: '#d4a017', accent: '#fff3c4', ink: '#2b1d00' }, // haldi
];

const hash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

const paletteFor = (seed: string) => PALETTES[hash(seed) % PALETTES.length]!;

export const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** Up to two initials: "Meera Silks" → "MS". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('') || '•';

// Motifs drawn in a 100×100 box.
const MOTIFS = {
  /** A rosette: petals around a centre, like block-printed buti. */
  rosette: (color: string) =>
    Array.from(
      { length: 8 },
      (_, i) =>
        `<ellipse cx="50" cy="27" rx="9" ry="20" fill="${color}" transform="rotate(${i * 45} 50 50)"/>`,
    ).join('') + `<circle cx="50" cy="50" r="9" fill="${color}"/>`,
  /** A paisley (boota). */
  paisley: (color: string) =>
    `<path d="M52 12c22 4 34 26 26 46-7 18-28 30-46 26-14-3-20-16-14-26 5-8 16-8 22-2 3 3 8 2 10-2 5-12-6-24-14-30 4-8 10-12 16-12z" fill="${color}"/>`,
  /** A jaali lattice diamond. */
  jaali: (color: string) =>
    `<path d="M50 6 94 50 50 94 6 50Z" fill="none" stroke="${color}" stroke-width="6"/><circle cx="50" cy="50" r="8" fill="${color}"/>`,
  /** Ikat-like chevrons. */
  ikat: (color: string) =>
    `<path d="M0 30 25 10 50 30 75 10 100 30M0 70 25 50 50 70 75 50 100 70" fill="none" stroke="${color}" stroke-width="8" stroke-linejoin="round"/>`,
};
type Motif = keyof typeof MOTIFS;
const MOTIF_NAMES = Object.keys(MOTIFS) as Motif[];

// Garment silhouettes drawn in a 200×250 box.
const SILHOUETTES = {
  saree: `<path d="M70 20h60l10 60-20 10 40 150H40L80 90 60 80z"/><path d="M80 90 160 240h-26L70 96z" opacity=".55"/>`,
  lehenga: `<path d="M72 20h56l6 55H66z"/><path d="M66 85h68l56 150H10z"/><path d="M20 215h160" stroke-width="8" opacity=".6"/>`,
  kurta: `<path d="M70 20h60l45 30-15 30-25-15v170H65V65L40 80 25 50z"/><path d="M100 20v60" stroke-width="5" opacity=".6"/>`,
  sherwani: `<path d="M72 15h56l40 30-12 40-22-18v173H66V67L44 85 32 45z"/>${[60, 95, 130, 165, 200]
    .map((y) => `<circle cx="100" cy="${y}" r="5" opacity=".6"/>`)
    .join('')}`,
  necklace: `<path d="M30 40c10 90 130 90 140 0" fill="none" stroke-width="10"/>${[
    0, 1, 2, 3, 4, 5, 6,
  ]
    .map((i) => {
      const t = (i + 1) / 8;
      const x = 30 + 140 * t;
      const y = 40 + 140 * t * (1 - t) * 1.2;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9"/>`;
    })
    .join('')}<path d="M100 120l18 30-18 34-18-34z"/>`,
  jutti: `<path d="M20 170c10-40 60-60 100-50 30 8 60 30 64 50 3 14-8 22-24 22H36c-12 0-18-10-16-22z"/><path d="M120 120c-30 10-50 30-60 50" stroke-width="6" opacity=".6"/>`,
  potli: `<path d="M70 60h60l-8 14c40 20 56 60 48 110-6 36-140 36-146 0-8-50 8-90 48-110z"/><path d="M60 60h80" stroke-width="10"/><path d="M88 60c-20-30 44-30 24 0" fill="none" stroke-width="6"/>`,
  safa: `<ellipse cx="100" cy="120" rx="80" ry="55"/><path d="M40 110c40-30 80-30 120 0" stroke-width="10" opacity=".6" fill="none"/><path d="M150 130c20 30 24 70 20 100-10-20-20-40-40-60z"/>`,
  scissors: `<circle cx="60" cy="190" r="24" fill="none" stroke-width="12"/><circle cx="140" cy="190" r="24" fill="none" stroke-width="12"/><path d="M74 170 150 30M126 170 50 30" stroke-width="12"/><path d="M20 40c40 40 120 40 160 0" fill="none" stroke-width="4" stroke-dasharray="10 8" opacity=".6"/>`,
  fabric: `<rect x="30" y="60" width="140" height="120" rx="10"/><ellipse cx="30" cy="120" rx="18" ry="60"/><path d="M170 70c20 40 20 120 0 170h-30c16-40 16-90 0-120z" opacity=".7"/>`,
};
type Silhouette = keyof typeof SILHOUETTES;

/** Which silhouette draws a category or sub-category. */
const SILHOUETTE_BY_CATEGORY: Record<string, Silhouette> = {
  'womens-ethnic': 'saree',
  sarees: 'saree',
  'bridal-sarees': 'saree',
  dupattas: 'saree',
  lehengas: 'lehenga',
  'bridal-lehengas': 'lehenga',
  bridal: 'lehenga',
  trousseau: 'lehenga',
  'kids-ethnic': 'lehenga',
  'girls-ethnic': 'lehenga',
  kurtis: 'kurta',
  anarkalis: 'kurta',
  'salwar-suits': 'kurta',
  'kurta-sets': 'kurta',
  'boys-ethnic': 'kurta',
  'mens-ethnic': 'sherwani',
  sherwanis: 'sherwani',
  'groom-wear': 'sherwani',
  'nehru-jackets': 'sherwani',
  'indo-western': 'sherwani',
  accessories: 'necklace',
  jewellery: 'necklace',
  juttis: 'jutti',
  'potlis-clutches': 'potli',
  safas: 'safa',
  stitching: 'scissors',
  'blouse-stitching': 'scissors',
  'custom-tailoring': 'scissors',
  alterations: 'scissors',
  'embroidery-work': 'scissors',
  fabrics: 'fabric',
  'silk-fabrics': 'fabric',
  'handloom-cotton': 'fabric',
};

function svg(width: number, height: number, title: string, body: string) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

function background(seed: string, width: number, height: number, motif: Motif, tile: number) {
  const p = paletteFor(seed);
  const angle = hash(`${seed}:angle`) % 360;
  return {
    palette: p,
    defs: `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><pattern id="m" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><g transform="scale(${tile / 100})" opacity=".14">${MOTIFS[motif](p.accent)}</g></pattern></defs>`,
    fill: `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#m)"/>`,
  };
}

const motifFor = (seed: string) => MOTIF_NAMES[hash(`${seed}:motif`) % MOTIF_NAMES.length]!;

/** A square logo with the shop's initials. */
export function shopLogoSvg(id: string, name: string): string {
  const bg = background(id, 256, 256, motifFor(id), 64);
  return svg(
    256,
    256,
    `${name} logo`,
    `${bg.defs}<clipPath id="c"><rect width="256" height="256" rx="48"/></clipPath><g clip-path="url(#c)">${bg.fill}<g transform="translate(28 28) scale(2)" opacity=".22">${MOTIFS.rosette(bg.palette.accent)}</g></g><text x="128" y="128" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="96" font-weight="700" fill="${bg.palette.ink}">${escapeXml(initialsOf(name))}</text>`,
  );
}

/** A wide banner-like cover (or, with `variant`, a gallery picture) for a shop. */
export function shopCoverSvg(
  id: string,
  name: string,
  options: { variant?: number; categorySlug?: string } = {},
): string {
  const seed = options.variant ? `${id}:${options.variant}` : id;
  const [width, height] = options.variant ? [800, 600] : [1200, 400];
  const bg = background(seed, width, height, motifFor(seed), options.variant ? 90 : 120);
  const silhouette = SILHOUETTES[SILHOUETTE_BY_CATEGORY[options.categorySlug ?? ''] ?? 'saree'];
  const scale = (height * 0.8) / 250;
  const x = options.variant ? (width - 200 * scale) / 2 : width - 200 * scale - 80;
  const figure = options.variant
    ? `<g transform="translate(${x.toFixed(0)} ${(height * 0.1).toFixed(0)}) scale(${scale.toFixed(3)})" fill="${bg.palette.accent}" stroke="${bg.palette.accent}" opacity=".9">${silhouette}</g>`
    : `<g transform="translate(${x.toFixed(0)} 40) scale(3.2)" opacity=".35">${MOTIFS.rosette(bg.palette.accent)}</g>`;
  return svg(
    width,
    height,
    options.variant ? `${name}, picture ${options.variant}` : `${name} cover`,
    `${bg.defs}${bg.fill}${figure}`,
  );
}

/** A portrait product picture: the garment's silhouette over the shop-like backdrop. */
export function productSvg(id: string, title: string, categorySlug: string, n: number): string {
  const seed = `${id}:${n}`;
  const bg = background(seed, 600, 750, motifFor(seed), 100);
  const silhouette = SILHOUETTES[SILHOUETTE_BY_CATEGORY[categorySlug] ?? 'kurta'];
  return svg(
    600,
    750,
    title,
    `${bg.defs}${bg.fill}<ellipse cx="300" cy="690" rx="200" ry="24" fill="#000" opacity=".18"/><g transform="translate(75 60) scale(2.25 2.5)" fill="${bg.palette.accent}" stroke="${bg.palette.accent}" stroke-linecap="round">${silhouette}</g>`,
  );
}

/** A square tile for a category. */
export function categorySvg(slug: string, name: string): string {
  const bg = background(slug, 400, 400, motifFor(slug), 80);
  const silhouette = SILHOUETTES[SILHOUETTE_BY_CATEGORY[slug] ?? 'saree'];
  return svg(
    400,
    400,
    name,
    `${bg.defs}${bg.fill}<g transform="translate(100 60) scale(1 1.1)" fill="${bg.palette.accent}" stroke="${bg.palette.accent}" stroke-linecap="round">${silhouette}</g>`,
  );
}

/** A wide hero picture; the page sets the banner's words over it. */
export function bannerSvg(id: string, title: string): string {
  const bg = background(id, 1600, 600, motifFor(id), 140);
  const rosettes = [
    [1150, 60, 4.8],
    [1380, 330, 2.6],
    [980, 380, 1.6],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x} ${y}) scale(${s})" opacity=".3">${MOTIFS.rosette(bg.palette.accent)}</g>`,
    )
    .join('');
  return svg(1600, 600, title, `${bg.defs}${bg.fill}${rosettes}`);
}

/** An offer card showing its discount ("20% OFF", "₹500 OFF"). */
export function offerSvg(id: string, title: string, discountLabel: string): string {
  const bg = background(id, 600, 300, 'jaali', 60);
  return svg(
    600,
    300,
    title,
    `${bg.defs}${bg.fill}<text x="300" y="150" dy=".35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="84" font-weight="700" fill="${bg.palette.ink}">${escapeXml(discountLabel)}</text>`,
  );
}
