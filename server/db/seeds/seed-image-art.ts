/**
 * Flat illustrations for the demo pros, drawn as SVG: tools and work scenes per kind of trade,
 * shapes and colours only. There is no text in any picture (librsvg here has no CJK font) and nothing pretends to
 * be a photo of a person. Every glyph is drawn in a 100×100 box and placed by the scene functions.
 * Longer than the 400-line guide on purpose: it is drawing data (one glyph per trade tool), read and changed as a set.
 */
import type { CategorySlug } from './catalog-data';

interface Colors {
  main: string;
  second: string;
  accent: string;
  dark: string;
  light: string;
  /** What the glyph sits on (used to cut notches, e.g. a wrench's jaw). */
  bg: string;
}

type Glyph = (c: Colors) => string;

const G: Record<string, Glyph> = {
  wrench: (c) =>
    `<g transform="rotate(-40 50 50)"><rect x="43" y="34" width="14" height="60" rx="7" fill="${c.main}"/><circle cx="50" cy="24" r="19" fill="${c.main}"/><rect x="43" y="0" width="14" height="24" rx="3" fill="${c.bg}"/><circle cx="50" cy="84" r="4" fill="${c.bg}"/></g>`,
  pipe: (c) =>
    `<path d="M8 30 H56 Q72 30 72 46 V94" fill="none" stroke="${c.second}" stroke-width="16"/><rect x="24" y="19" width="10" height="22" rx="2" fill="${c.dark}"/><rect x="61" y="62" width="22" height="10" rx="2" fill="${c.dark}"/><path d="M72 98 q-5 -6 0 -12 q5 6 0 12z" fill="${c.accent}"/>`,
  drop: (c) =>
    `<path d="M50 8 C50 8 20 48 20 64 A30 30 0 0 0 80 64 C80 48 50 8 50 8Z" fill="${c.main}"/><path d="M36 64 a14 14 0 0 0 12 14" fill="none" stroke="${c.light}" stroke-width="5" stroke-linecap="round"/>`,
  bolt: (c) =>
    `<path d="M58 4 L22 56 H46 L38 96 L78 40 H54 Z" fill="${c.accent}" stroke="${c.dark}" stroke-width="3" stroke-linejoin="round"/>`,
  bulb: (c) =>
    `<circle cx="50" cy="40" r="28" fill="${c.accent}"/><rect x="38" y="64" width="24" height="16" rx="3" fill="${c.dark}"/><rect x="42" y="82" width="16" height="8" rx="3" fill="${c.second}"/><path d="M42 44 l8 -8 l8 8" fill="none" stroke="${c.light}" stroke-width="4"/>`,
  plug: (c) =>
    `<rect x="26" y="30" width="48" height="42" rx="10" fill="${c.main}"/><rect x="36" y="10" width="8" height="22" rx="2" fill="${c.dark}"/><rect x="56" y="10" width="8" height="22" rx="2" fill="${c.dark}"/><path d="M50 72 V86 Q50 96 62 96 H92" fill="none" stroke="${c.second}" stroke-width="7"/>`,
  hammer: (c) =>
    `<g transform="rotate(30 50 50)"><rect x="45" y="30" width="10" height="66" rx="4" fill="${c.second}"/><path d="M22 14 H70 Q80 14 80 24 V34 H22 Z" fill="${c.main}"/><rect x="14" y="16" width="10" height="16" rx="2" fill="${c.dark}"/></g>`,
  screwdriver: (c) =>
    `<g transform="rotate(-35 50 50)"><rect x="40" y="4" width="20" height="40" rx="8" fill="${c.accent}"/><rect x="47" y="44" width="6" height="44" fill="${c.dark}"/><path d="M47 88 H53 L51 96 H49 Z" fill="${c.dark}"/></g>`,
  key: (c) =>
    `<circle cx="30" cy="50" r="20" fill="none" stroke="${c.accent}" stroke-width="10"/><rect x="48" y="45" width="46" height="10" rx="3" fill="${c.accent}"/><rect x="74" y="55" width="8" height="14" fill="${c.accent}"/><rect x="86" y="55" width="6" height="10" fill="${c.accent}"/>`,
  brush: (c) =>
    `<g transform="rotate(25 50 50)"><rect x="44" y="44" width="12" height="52" rx="5" fill="${c.second}"/><rect x="38" y="32" width="24" height="14" fill="${c.dark}"/><path d="M36 32 V12 Q50 0 64 12 V32 Z" fill="${c.main}"/></g>`,
  roller: (c) =>
    `<rect x="14" y="10" width="62" height="24" rx="12" fill="${c.main}"/><path d="M76 22 H86 V46 H50 V60" fill="none" stroke="${c.dark}" stroke-width="5"/><rect x="44" y="58" width="12" height="38" rx="5" fill="${c.second}"/>`,
  bucket: (c) =>
    `<path d="M20 34 H80 L72 92 H28 Z" fill="${c.second}"/><rect x="16" y="28" width="68" height="10" rx="4" fill="${c.dark}"/><path d="M22 30 Q50 -4 78 30" fill="none" stroke="${c.dark}" stroke-width="4"/><path d="M30 38 H70 V50 Q64 58 60 50 Q54 62 48 50 Q42 58 36 50 Q32 56 30 50 Z" fill="${c.main}"/>`,
  spray: (c) =>
    `<path d="M34 40 H66 V92 Q66 96 62 96 H38 Q34 96 34 92 Z" fill="${c.main}"/><rect x="40" y="24" width="20" height="16" fill="${c.dark}"/><path d="M36 14 H66 L72 24 H36 Z" fill="${c.second}"/><rect x="40" y="56" width="20" height="22" rx="3" fill="${c.light}"/><circle cx="84" cy="16" r="3" fill="${c.accent}"/><circle cx="90" cy="26" r="2.5" fill="${c.accent}"/><circle cx="82" cy="30" r="2" fill="${c.accent}"/>`,
  sparkle: (c) =>
    `<path d="M50 6 Q54 46 94 50 Q54 54 50 94 Q46 54 6 50 Q46 46 50 6Z" fill="${c.accent}"/><path d="M82 8 Q83 17 92 18 Q83 19 82 28 Q81 19 72 18 Q81 17 82 8Z" fill="${c.accent}"/>`,
  aircon: (c) =>
    `<rect x="6" y="14" width="88" height="38" rx="8" fill="${c.light}" stroke="${c.dark}" stroke-width="3"/><rect x="14" y="40" width="72" height="5" rx="2" fill="${c.dark}"/><circle cx="82" cy="24" r="3" fill="${c.accent}"/><path d="M24 60 q6 10 0 20 q-6 10 0 18 M50 60 q6 10 0 20 q-6 10 0 18 M76 60 q6 10 0 20 q-6 10 0 18" fill="none" stroke="${c.main}" stroke-width="5" stroke-linecap="round"/>`,
  snow: (c) =>
    `<g stroke="${c.main}" stroke-width="7" stroke-linecap="round"><path d="M50 10 V90"/><path d="M15 30 L85 70"/><path d="M15 70 L85 30"/><path d="M40 16 L50 26 L60 16 M40 84 L50 74 L60 84"/></g>`,
  box: (c) =>
    `<path d="M12 32 L50 18 L88 32 V78 L50 92 L12 78 Z" fill="${c.second}"/><path d="M12 32 L50 46 L88 32 M50 46 V92" fill="none" stroke="${c.dark}" stroke-width="3"/><path d="M30 25 L68 39 V52 L60 49 V37 L22 23 Z" fill="${c.light}"/>`,
  van: (c) =>
    `<path d="M4 30 H62 V78 H4 Z" fill="${c.main}"/><path d="M62 42 H82 L96 60 V78 H62 Z" fill="${c.second}"/><path d="M66 46 H80 L90 60 H66 Z" fill="${c.light}"/><circle cx="24" cy="80" r="10" fill="${c.dark}"/><circle cx="78" cy="80" r="10" fill="${c.dark}"/><circle cx="24" cy="80" r="4" fill="${c.light}"/><circle cx="78" cy="80" r="4" fill="${c.light}"/><rect x="12" y="40" width="38" height="6" rx="3" fill="${c.light}"/>`,
  book: (c) =>
    `<rect x="16" y="64" width="70" height="16" rx="3" fill="${c.main}"/><rect x="22" y="46" width="64" height="16" rx="3" fill="${c.second}"/><rect x="12" y="28" width="70" height="16" rx="3" fill="${c.accent}"/><rect x="20" y="33" width="40" height="4" fill="${c.light}"/><rect x="28" y="51" width="36" height="4" fill="${c.light}"/><rect x="24" y="69" width="44" height="4" fill="${c.light}"/>`,
  pencil: (c) =>
    `<g transform="rotate(45 50 50)"><rect x="40" y="12" width="20" height="62" fill="${c.accent}"/><rect x="40" y="6" width="20" height="10" rx="3" fill="${c.main}"/><path d="M40 74 H60 L50 94 Z" fill="${c.light}"/><path d="M46 86 H54 L50 94 Z" fill="${c.dark}"/></g>`,
  bubbles: (c) =>
    `<path d="M8 16 H58 Q66 16 66 24 V50 Q66 58 58 58 H28 L16 70 V58 H16 Q8 58 8 50 V24 Q8 16 16 16Z" fill="${c.main}"/><path d="M40 40 H84 Q92 40 92 48 V72 Q92 80 84 80 H80 V92 L68 80 H48 Q40 80 40 72Z" fill="${c.second}"/><circle cx="56" cy="60" r="4" fill="${c.light}"/><circle cx="66" cy="60" r="4" fill="${c.light}"/><circle cx="76" cy="60" r="4" fill="${c.light}"/>`,
  piano: (c) =>
    `<rect x="6" y="26" width="88" height="52" rx="4" fill="#ffffff" stroke="${c.dark}" stroke-width="3"/>${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<path d="M${18.5 + i * 12.5} 26 V78" stroke="${c.dark}" stroke-width="2"/>`)
      .join('')}${[0, 1, 3, 4, 5].map((i) => `<rect x="${14 + i * 12.5}" y="26" width="8" height="30" fill="${c.dark}"/>`).join('')}`,
  note: (c) =>
    `<ellipse cx="32" cy="78" rx="14" ry="10" fill="${c.main}"/><ellipse cx="74" cy="68" rx="14" ry="10" fill="${c.main}"/><path d="M44 78 V20 L86 10 V68" fill="none" stroke="${c.main}" stroke-width="6"/><path d="M44 30 L86 20" stroke="${c.main}" stroke-width="10"/>`,
  dumbbell: (c) =>
    `<rect x="26" y="45" width="48" height="10" rx="4" fill="${c.dark}"/><rect x="12" y="26" width="14" height="48" rx="4" fill="${c.main}"/><rect x="74" y="26" width="14" height="48" rx="4" fill="${c.main}"/><rect x="4" y="34" width="8" height="32" rx="3" fill="${c.second}"/><rect x="88" y="34" width="8" height="32" rx="3" fill="${c.second}"/>`,
  waves: (c) =>
    `<path d="M4 40 q12 -12 24 0 t24 0 t24 0 t24 0" fill="none" stroke="${c.main}" stroke-width="7" stroke-linecap="round"/><path d="M4 62 q12 -12 24 0 t24 0 t24 0 t24 0" fill="none" stroke="${c.second}" stroke-width="7" stroke-linecap="round"/><path d="M4 84 q12 -12 24 0 t24 0 t24 0 t24 0" fill="none" stroke="${c.main}" stroke-width="7" stroke-linecap="round"/>`,
  mat: (c) =>
    `<rect x="10" y="58" width="70" height="22" rx="4" fill="${c.second}"/><circle cx="80" cy="58" r="16" fill="${c.main}"/><circle cx="80" cy="58" r="7" fill="${c.light}"/>`,
  camera: (c) =>
    `<rect x="8" y="28" width="84" height="58" rx="10" fill="${c.dark}"/><rect x="30" y="18" width="28" height="14" rx="4" fill="${c.dark}"/><circle cx="50" cy="57" r="21" fill="${c.light}"/><circle cx="50" cy="57" r="14" fill="${c.main}"/><circle cx="45" cy="52" r="4" fill="${c.light}"/><rect x="72" y="36" width="12" height="6" rx="2" fill="${c.accent}"/>`,
  video: (c) =>
    `<rect x="6" y="32" width="62" height="44" rx="8" fill="${c.dark}"/><path d="M68 48 L94 34 V74 L68 60 Z" fill="${c.main}"/><circle cx="22" cy="22" r="11" fill="${c.second}"/><circle cx="48" cy="22" r="11" fill="${c.second}"/><circle cx="20" cy="44" r="4" fill="${c.accent}"/>`,
  plate: (c) =>
    `<circle cx="50" cy="54" r="34" fill="${c.light}" stroke="${c.dark}" stroke-width="3"/><circle cx="50" cy="54" r="22" fill="${c.second}"/><circle cx="44" cy="50" r="7" fill="${c.accent}"/><circle cx="56" cy="58" r="6" fill="${c.main}"/><rect x="4" y="24" width="5" height="60" rx="2" fill="${c.dark}"/><rect x="91" y="24" width="5" height="60" rx="2" fill="${c.dark}"/>`,
  mic: (c) =>
    `<rect x="36" y="8" width="28" height="48" rx="14" fill="${c.dark}"/><path d="M26 44 Q26 68 50 68 Q74 68 74 44" fill="none" stroke="${c.main}" stroke-width="6"/><rect x="47" y="68" width="6" height="18" fill="${c.main}"/><rect x="32" y="86" width="36" height="6" rx="3" fill="${c.main}"/>`,
  balloon: (c) =>
    `<ellipse cx="40" cy="38" rx="22" ry="28" fill="${c.main}"/><ellipse cx="66" cy="30" rx="18" ry="23" fill="${c.accent}"/><path d="M40 66 Q46 82 40 96 M66 53 Q60 74 44 92" fill="none" stroke="${c.dark}" stroke-width="2"/>`,
  scissors: (c) =>
    `<circle cx="28" cy="74" r="13" fill="none" stroke="${c.main}" stroke-width="7"/><circle cx="72" cy="74" r="13" fill="none" stroke="${c.main}" stroke-width="7"/><path d="M36 64 L70 8 M64 64 L30 8" stroke="${c.dark}" stroke-width="7" stroke-linecap="round"/>`,
  comb: (c) =>
    `<rect x="10" y="30" width="80" height="16" rx="6" fill="${c.second}"/>${Array.from({ length: 11 }, (_, i) => `<rect x="${14 + i * 7}" y="44" width="4" height="28" rx="2" fill="${c.second}"/>`).join('')}`,
  mirror: (c) =>
    `<ellipse cx="50" cy="40" rx="30" ry="34" fill="${c.second}" stroke="${c.main}" stroke-width="7"/><path d="M36 28 L50 16 M36 42 L60 20" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/><rect x="45" y="74" width="10" height="22" rx="4" fill="${c.main}"/>`,
  paw: (c) =>
    `<ellipse cx="50" cy="66" rx="22" ry="18" fill="${c.main}"/><ellipse cx="24" cy="44" rx="9" ry="12" fill="${c.main}"/><ellipse cx="40" cy="28" rx="9" ry="12" fill="${c.main}"/><ellipse cx="60" cy="28" rx="9" ry="12" fill="${c.main}"/><ellipse cx="76" cy="44" rx="9" ry="12" fill="${c.main}"/>`,
  bone: (c) =>
    `<g transform="rotate(-30 50 50)"><rect x="22" y="42" width="56" height="16" fill="${c.light}"/><circle cx="22" cy="40" r="10" fill="${c.light}"/><circle cx="22" cy="60" r="10" fill="${c.light}"/><circle cx="78" cy="40" r="10" fill="${c.light}"/><circle cx="78" cy="60" r="10" fill="${c.light}"/></g>`,
  bowl: (c) =>
    `<path d="M10 52 H90 Q86 86 50 86 Q14 86 10 52Z" fill="${c.main}"/><ellipse cx="50" cy="52" rx="40" ry="8" fill="${c.dark}"/><circle cx="40" cy="48" r="5" fill="${c.accent}"/><circle cx="54" cy="46" r="5" fill="${c.accent}"/>`,
  laptop: (c) =>
    `<rect x="16" y="20" width="68" height="46" rx="4" fill="${c.dark}"/><rect x="22" y="26" width="56" height="34" fill="${c.main}"/><rect x="28" y="32" width="26" height="5" fill="${c.light}"/><rect x="28" y="42" width="40" height="4" fill="${c.light}"/><rect x="28" y="50" width="32" height="4" fill="${c.light}"/><path d="M6 68 H94 L88 78 H12 Z" fill="${c.second}"/>`,
  gear: (c) =>
    `<g fill="${c.second}">${Array.from({ length: 8 }, (_, i) => `<rect x="44" y="6" width="12" height="20" rx="3" transform="rotate(${i * 45} 50 50)"/>`).join('')}</g><circle cx="50" cy="50" r="28" fill="${c.second}"/><circle cx="50" cy="50" r="11" fill="${c.bg}"/>`,
  chart: (c) =>
    `<rect x="14" y="56" width="14" height="32" rx="2" fill="${c.second}"/><rect x="36" y="40" width="14" height="48" rx="2" fill="${c.main}"/><rect x="58" y="26" width="14" height="62" rx="2" fill="${c.accent}"/><path d="M10 90 H92" stroke="${c.dark}" stroke-width="4"/><path d="M14 40 L40 24 L58 32 L86 10" fill="none" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>`,
  palette: (c) =>
    `<path d="M50 10 C20 10 8 36 12 58 C16 80 38 92 52 84 C60 80 54 70 62 66 C74 60 92 70 92 48 C92 26 74 10 50 10Z" fill="${c.light}" stroke="${c.dark}" stroke-width="3"/><circle cx="32" cy="40" r="7" fill="${c.main}"/><circle cx="50" cy="28" r="7" fill="${c.accent}"/><circle cx="70" cy="36" r="7" fill="${c.second}"/><circle cx="30" cy="62" r="7" fill="${c.dark}"/>`,
  calculator: (c) =>
    `<rect x="22" y="8" width="56" height="84" rx="8" fill="${c.dark}"/><rect x="30" y="16" width="40" height="18" rx="3" fill="${c.light}"/>${[
      0, 1, 2,
    ]
      .flatMap((col) =>
        [0, 1, 2, 3].map(
          (row) =>
            `<rect x="${30 + col * 14}" y="${42 + row * 12}" width="10" height="8" rx="2" fill="${row === 3 && col === 2 ? c.accent : c.main}"/>`,
        ),
      )
      .join('')}`,
};

export type ArtKind =
  | 'plumbing'
  | 'electrical'
  | 'handyman'
  | 'painting'
  | 'cleaning'
  | 'aircon'
  | 'moving'
  | 'tutoring'
  | 'music'
  | 'fitness'
  | 'photo'
  | 'events'
  | 'beauty'
  | 'pets'
  | 'tech';

interface KindArt {
  /** Brand-ish colours: primary, secondary, accent, dark, light tint, wall and floor of the room scene. */
  palette: { main: string; second: string; accent: string; dark: string; light: string; wall: string; floor: string };
  glyphs: [string, string, string];
  /** Captions of the three pictures, written like the jobs a pro would show (the district is added per pro). */
  captions: Array<{ zh: string; en: string }>;
}

const job = (zh: string, en: string) => ({ zh, en });

export const KIND_ART: Record<ArtKind, KindArt> = {
  plumbing: {
    palette: {
      main: '#0e7490',
      second: '#64748b',
      accent: '#f59e0b',
      dark: '#1e293b',
      light: '#e0f2fe',
      wall: '#dbeafe',
      floor: '#94a3b8',
    },
    glyphs: ['wrench', 'pipe', 'drop'],
    captions: [
      job('更換水龍頭', 'Tap replacement'),
      job('浴室更換喉管', 'Bathroom pipe replacement'),
      job('廚房鋅盆止漏', 'Kitchen sink leak repair'),
    ],
  },
  electrical: {
    palette: {
      main: '#1d4ed8',
      second: '#475569',
      accent: '#facc15',
      dark: '#0f172a',
      light: '#fef9c3',
      wall: '#e0e7ff',
      floor: '#a8a29e',
    },
    glyphs: ['bolt', 'bulb', 'plug'],
    captions: [
      job('更換電掣', 'Switch replacement'),
      job('客廳燈具安裝', 'Living room light fitting'),
      job('插座及線路更換', 'Socket and wiring replacement'),
    ],
  },
  handyman: {
    palette: {
      main: '#b45309',
      second: '#92400e',
      accent: '#0ea5e9',
      dark: '#292524',
      light: '#fef3c7',
      wall: '#fde68a',
      floor: '#a16207',
    },
    glyphs: ['hammer', 'screwdriver', 'key'],
    captions: [job('傢俬安裝', 'Furniture assembly'), job('家居小修', 'Small home repairs'), job('更換門鎖', 'Door lock replacement')],
  },
  painting: {
    palette: {
      main: '#16a34a',
      second: '#a16207',
      accent: '#f97316',
      dark: '#334155',
      light: '#dcfce7',
      wall: '#bbf7d0',
      floor: '#d6d3d1',
    },
    glyphs: ['roller', 'brush', 'bucket'],
    captions: [
      job('全屋油漆', 'Whole-flat repaint'),
      job('睡房牆身翻髹', 'Bedroom wall repaint'),
      job('客廳調色及上漆', 'Living room colour matching and painting'),
    ],
  },
  cleaning: {
    palette: {
      main: '#0d9488',
      second: '#38bdf8',
      accent: '#fbbf24',
      dark: '#134e4a',
      light: '#ccfbf1',
      wall: '#cffafe',
      floor: '#e7e5e4',
    },
    glyphs: ['spray', 'bucket', 'sparkle'],
    captions: [job('廚房清潔', 'Kitchen clean'), job('單位深層清潔', 'Flat deep clean'), job('入伙前清潔', 'Move-in clean')],
  },
  aircon: {
    palette: {
      main: '#0284c7',
      second: '#64748b',
      accent: '#22d3ee',
      dark: '#0c4a6e',
      light: '#f0f9ff',
      wall: '#e0f2fe',
      floor: '#cbd5e1',
    },
    glyphs: ['aircon', 'snow', 'screwdriver'],
    captions: [
      job('窗口冷氣機保養', 'Window air conditioner service'),
      job('分體冷氣清洗', 'Split air conditioner cleaning'),
      job('冷氣機安裝', 'Air conditioner installation'),
    ],
  },
  moving: {
    palette: {
      main: '#ea580c',
      second: '#c2410c',
      accent: '#facc15',
      dark: '#431407',
      light: '#ffedd5',
      wall: '#fed7aa',
      floor: '#a8a29e',
    },
    glyphs: ['box', 'van', 'key'],
    captions: [
      job('搬屋打包', 'Packing for a move'),
      job('兩房單位搬屋', 'Two-bedroom flat move'),
      job('新居交收', 'Handover at the new home'),
    ],
  },
  tutoring: {
    palette: {
      main: '#7c3aed',
      second: '#2563eb',
      accent: '#f59e0b',
      dark: '#312e81',
      light: '#ede9fe',
      wall: '#e0e7ff',
      floor: '#d6d3d1',
    },
    glyphs: ['book', 'pencil', 'bubbles'],
    captions: [
      job('中學數學補習', 'Secondary maths tutoring'),
      job('小學功課輔導', 'Primary school homework help'),
      job('英語會話練習', 'English conversation practice'),
    ],
  },
  music: {
    palette: {
      main: '#be123c',
      second: '#9f1239',
      accent: '#fbbf24',
      dark: '#1f2937',
      light: '#ffe4e6',
      wall: '#fce7f3',
      floor: '#a16207',
    },
    glyphs: ['piano', 'note', 'book'],
    captions: [job('鋼琴課', 'Piano lesson'), job('琴室', 'Practice room'), job('樂理及視譜', 'Music theory and sight-reading')],
  },
  fitness: {
    palette: {
      main: '#059669',
      second: '#0891b2',
      accent: '#f43f5e',
      dark: '#064e3b',
      light: '#d1fae5',
      wall: '#ecfdf5',
      floor: '#a8a29e',
    },
    glyphs: ['dumbbell', 'mat', 'waves'],
    captions: [
      job('私人健身訓練', 'Personal training session'),
      job('瑜伽私人班', 'Private yoga class'),
      job('兒童游泳班', "Children's swimming lessons"),
    ],
  },
  photo: {
    palette: {
      main: '#4f46e5',
      second: '#db2777',
      accent: '#f59e0b',
      dark: '#111827',
      light: '#e0e7ff',
      wall: '#ede9fe',
      floor: '#78716c',
    },
    glyphs: ['camera', 'video', 'sparkle'],
    captions: [
      job('家庭照拍攝', 'Family portrait shoot'),
      job('產品照影樓拍攝', 'Product photos in the studio'),
      job('活動錄影', 'Event filming'),
    ],
  },
  events: {
    palette: {
      main: '#db2777',
      second: '#f97316',
      accent: '#facc15',
      dark: '#3f3f46',
      light: '#fce7f3',
      wall: '#fdf2f8',
      floor: '#d6d3d1',
    },
    glyphs: ['plate', 'mic', 'balloon'],
    captions: [
      job('公司到會', 'Office party catering'),
      job('生日會場地佈置', 'Birthday venue set-up'),
      job('派對氣球佈置', 'Party balloon decorations'),
    ],
  },
  beauty: {
    palette: {
      main: '#c026d3',
      second: '#a78bfa',
      accent: '#fb7185',
      dark: '#4a044e',
      light: '#fae8ff',
      wall: '#fdf4ff',
      floor: '#e7e5e4',
    },
    glyphs: ['scissors', 'comb', 'mirror'],
    captions: [job('新娘化妝', 'Bridal make-up'), job('上門化妝', 'Make-up at home'), job('髮型造型', 'Hair styling')],
  },
  pets: {
    palette: {
      main: '#a16207',
      second: '#65a30d',
      accent: '#ef4444',
      dark: '#422006',
      light: '#fef3c7',
      wall: '#ecfccb',
      floor: '#d6d3d1',
    },
    glyphs: ['paw', 'bowl', 'bone'],
    captions: [job('狗隻美容', 'Dog grooming'), job('上門餵貓', 'Cat sitting at home'), job('狗隻訓練', 'Dog training')],
  },
  tech: {
    palette: {
      main: '#2563eb',
      second: '#64748b',
      accent: '#10b981',
      dark: '#0f172a',
      light: '#dbeafe',
      wall: '#e2e8f0',
      floor: '#94a3b8',
    },
    glyphs: ['laptop', 'gear', 'chart'],
    captions: [job('電腦維修', 'Computer repair'), job('辦公室網絡設定', 'Office network set-up'), job('會計報表', 'Accounts and reports')],
  },
};

const KIND_OF: Partial<Record<CategorySlug, ArtKind>> = {
  plumbing: 'plumbing',
  waterproofing: 'plumbing',
  electrician: 'electrical',
  'aircon-installation': 'aircon',
  'aircon-cleaning': 'aircon',
  painting: 'painting',
  renovation: 'painting',
  'interior-design': 'painting',
  'home-cleaning': 'cleaning',
  'deep-cleaning': 'cleaning',
  'move-in-cleaning': 'cleaning',
  'office-cleaning': 'cleaning',
  'sofa-cleaning': 'cleaning',
  'pest-control': 'cleaning',
  moving: 'moving',
  'office-moving': 'moving',
  'mover-piano': 'moving',
  storage: 'moving',
  'furniture-disposal': 'moving',
  'english-tutor': 'tutoring',
  'math-tutor': 'tutoring',
  'chinese-tutor': 'tutoring',
  'mandarin-lessons': 'tutoring',
  translation: 'tutoring',
  'piano-lessons': 'music',
  'swimming-coach': 'fitness',
  'yoga-instructor': 'fitness',
  'personal-trainer': 'fitness',
  'wedding-photography': 'photo',
  'event-photography': 'photo',
  'family-photography': 'photo',
  videography: 'photo',
  'party-catering': 'events',
  'mc-host': 'events',
  'makeup-artist': 'beauty',
  'hair-stylist': 'beauty',
  'home-massage': 'beauty',
  'dog-grooming': 'pets',
  'pet-sitting': 'pets',
  'dog-training': 'pets',
  'web-design': 'tech',
  'graphic-design': 'tech',
  'computer-repair': 'tech',
  accounting: 'tech',
};

/** The picture set a category's pros get (handyman work for anything unlisted). */
export function artKindOf(category: CategorySlug): ArtKind {
  return KIND_OF[category] ?? 'handyman';
}

const place = (glyph: string, c: Colors, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${G[glyph](c)}</g>`;
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx / 7}" fill="#000" opacity="0.12"/>`;
const svg = (w: number, h: number, body: string, view = `0 0 ${w} ${h}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${view}">${body}</svg>`;

export const PHOTO_W = 800;
export const PHOTO_H = 600;
/** Scenes are drawn on a 1200×900 canvas and rendered at PHOTO_W×PHOTO_H. */
const VIEW_W = 1200;
const VIEW_H = 900;
const scene = (body: string) => svg(PHOTO_W, PHOTO_H, body, `0 0 ${VIEW_W} ${VIEW_H}`);
export const LOGO_PX = 400;
/** Logo designs per kind (colour and glyph), handed out in turn to the pros of the kind. */
export const LOGO_VARIANTS = 3;

/** Scene 1: the tools laid out on a pegboard. */
function flatLay(k: KindArt): string {
  const p = k.palette;
  const c: Colors = { ...p, bg: '#ffffff' };
  const dots = `<pattern id="peg" width="60" height="60" patternUnits="userSpaceOnUse"><circle cx="30" cy="30" r="5" fill="${p.dark}" opacity="0.12"/></pattern>`;
  return scene(
    `<defs>${dots}</defs><rect width="100%" height="100%" fill="${p.light}"/><rect width="100%" height="100%" fill="url(#peg)"/>
     <rect x="90" y="120" width="1020" height="660" rx="36" fill="#ffffff"/>${shadow(300, 640, 150)}${shadow(600, 660, 150)}${shadow(900, 640, 150)}
     ${place(k.glyphs[0], c, 160, 300, 300)}${place(k.glyphs[1], c, 450, 300, 300)}${place(k.glyphs[2], c, 740, 300, 300)}
     <rect x="90" y="120" width="1020" height="24" rx="12" fill="${p.main}" opacity="0.85"/>`,
  );
}

/** Scene 2: a room with the work done: wall, window, floor, a cabinet with the main tool and a second one. */
function room(k: KindArt): string {
  const p = k.palette;
  const c: Colors = { ...p, bg: p.wall };
  return scene(
    `<rect width="100%" height="100%" fill="${p.wall}"/><rect y="640" width="${VIEW_W}" height="260" fill="${p.floor}"/>
     <rect y="628" width="${VIEW_W}" height="16" fill="#ffffff" opacity="0.7"/>
     <rect x="110" y="110" width="300" height="260" rx="10" fill="#ffffff"/><rect x="126" y="126" width="268" height="228" fill="#bae6fd"/>
     <circle cx="330" cy="190" r="34" fill="#fde68a"/><path d="M126 300 Q200 250 270 300 T394 290 V354 H126Z" fill="#86efac"/>
     <path d="M260 110 V370 M110 240 H410" stroke="#ffffff" stroke-width="12"/>
     <rect x="470" y="430" width="470" height="210" rx="14" fill="${p.second}"/><rect x="490" y="455" width="210" height="160" rx="8" fill="#ffffff" opacity="0.25"/>
     <rect x="710" y="455" width="210" height="160" rx="8" fill="#ffffff" opacity="0.25"/><rect x="455" y="410" width="500" height="28" rx="8" fill="${p.dark}"/>
     ${place(k.glyphs[0], c, 560, 150, 260)}${shadow(1040, 760, 90)}${place(k.glyphs[1], { ...c, bg: p.floor }, 950, 560, 190)}
     <rect x="1000" y="410" width="130" height="14" rx="4" fill="${p.dark}"/><rect x="1030" y="300" width="70" height="110" rx="12" fill="${p.accent}"/><path d="M1065 300 q-40 -60 -10 -120 q30 50 10 120 q40 -70 60 -90 q0 60 -60 90" fill="#22c55e"/>`,
  );
}

/** Scene 3: a close-up poster of the finishing touch. */
function closeUp(k: KindArt): string {
  const p = k.palette;
  const c: Colors = { main: '#ffffff', second: p.light, accent: p.accent, dark: p.dark, light: '#ffffff', bg: p.main };
  return scene(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient></defs>
     <rect width="100%" height="100%" fill="url(#bg)"/><circle cx="600" cy="450" r="330" fill="#ffffff" opacity="0.12"/>
     <circle cx="600" cy="450" r="250" fill="#ffffff" opacity="0.12"/><circle cx="180" cy="160" r="60" fill="${p.accent}" opacity="0.5"/>
     <circle cx="1040" cy="760" r="90" fill="${p.accent}" opacity="0.35"/><circle cx="1020" cy="150" r="24" fill="#ffffff" opacity="0.4"/>
     ${place(k.glyphs[2], c, 400, 250, 400)}`,
  );
}

/** The three pictures of past work of a kind, as SVG. */
export function photoSvgs(kind: ArtKind): string[] {
  const k = KIND_ART[kind];
  return [flatLay(k), room(k), closeUp(k)];
}

/**
 * Logo `variant` (0..LOGO_VARIANTS-1) of a kind: a full square (avatars crop it to a circle) in the kind's colour,
 * its dark shade or a light tint with a ring, and one of the kind's glyphs. Opaque, so it is stored as a JPEG.
 */
export function logoSvg(kind: ArtKind, variant: number): string {
  const p = KIND_ART[kind].palette;
  const glyph = KIND_ART[kind].glyphs[variant % 3];
  const s = LOGO_PX;
  const light = variant % 3 === 2;
  const fill = light ? p.light : variant % 3 === 0 ? p.main : p.dark;
  // On a dark square the glyph is white and its dark parts take the main colour; on the tint it keeps its colours.
  const c: Colors = light
    ? { ...p, bg: fill }
    : { main: '#ffffff', second: p.light, accent: p.accent, dark: fill === p.dark ? p.main : p.dark, light: '#ffffff', bg: fill };
  const ring = light ? `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 30}" fill="#ffffff" stroke="${p.main}" stroke-width="12"/>` : '';
  return svg(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="${fill}"/>${ring}${place(glyph, { ...c, bg: light ? '#ffffff' : fill }, s * 0.24, s * 0.24, s * 0.52)}`,
  );
}
