/**
 * The one list of icons the app draws: app name → lucide icon (the file name in lucide-react/icons/, e.g.
 * `circle-check`). `npm run icons` (scripts/build-icon-sprite.ts) turns it into the sprite icon-sprite.svg; <Icon>
 * and <CategoryIcon> take these names; a test fails when the committed sprite is stale. Strings only: lucide-react
 * itself is never bundled into the client.
 */

/** Interface icons, drawn with <Icon name="…" />. */
export const UI_ICONS = {
  'arrow-left': 'arrow-left',
  'arrow-right': 'arrow-right',
  award: 'award',
  bell: 'bell',
  briefcase: 'briefcase',
  calendar: 'calendar',
  'calendar-days': 'calendar-days',
  camera: 'camera',
  check: 'check',
  'check-circle': 'circle-check',
  'chevron-down': 'chevron-down',
  'chevron-left': 'chevron-left',
  'chevron-right': 'chevron-right',
  'chevron-up': 'chevron-up',
  clock: 'clock',
  close: 'x',
  coins: 'coins',
  copy: 'copy',
  'credit-card': 'credit-card',
  download: 'download',
  edit: 'pencil',
  error: 'circle-exclamation-point',
  'error-octagon': 'octagon-exclamation-point',
  'external-link': 'external-link',
  eye: 'eye',
  'eye-off': 'eye-off',
  file: 'file-text',
  filter: 'funnel',
  globe: 'globe',
  hammer: 'hammer',
  heart: 'heart',
  help: 'circle-question-mark',
  home: 'house',
  image: 'image',
  inbox: 'inbox',
  info: 'info',
  language: 'languages',
  'list-checks': 'list-checks',
  loading: 'loader-circle',
  lock: 'lock',
  'log-out': 'log-out',
  mail: 'mail',
  'map-pin': 'map-pin',
  menu: 'menu',
  message: 'message-circle',
  'message-square': 'message-square',
  minus: 'minus',
  more: 'ellipsis',
  paperclip: 'paperclip',
  phone: 'phone',
  plus: 'plus',
  quote: 'quote',
  receipt: 'receipt',
  reply: 'reply',
  search: 'search',
  send: 'send',
  settings: 'settings',
  share: 'share-2',
  shield: 'shield-check',
  sliders: 'sliders-horizontal',
  sparkles: 'sparkles',
  star: 'star',
  'star-half': 'star-half',
  tag: 'tag',
  'thumbs-up': 'thumbs-up',
  timer: 'timer',
  trash: 'trash',
  upload: 'upload',
  user: 'user',
  users: 'users',
  verified: 'badge-check',
  wallet: 'wallet',
  warning: 'triangle-exclamation-point',
  wrench: 'wrench',
  zap: 'zap',
} as const;

/** Catalogue art named in the data (genres.icon, quote_categories.icon), drawn by <CategoryIcon>. */
export const CATEGORY_ICONS = {
  abc: 'book-a', bolt: 'zap', bone: 'bone', book: 'book-open', 'box-sparkle': 'package-open', briefcase: 'briefcase',
  broom: 'brush-cleaning', brush: 'brush', bug: 'bug', building: 'building', cabinet: 'armchair', calculator: 'calculator',
  camera: 'camera', cat: 'cat', curtains: 'blinds', dog: 'dog', droplet: 'droplet', dumbbell: 'dumbbell', family: 'users',
  fan: 'fan', faucet: 'faucet', globe: 'globe', hammer: 'hammer', hands: 'hand-heart', home: 'house', key: 'key',
  languages: 'languages', laptop: 'laptop', ledger: 'receipt', lipstick: 'palette', lotus: 'flower', microphone: 'mic',
  music: 'piano', 'paint-roller': 'paint-roller', paw: 'paw-print', 'pen-tool': 'pen-tool', piano: 'piano', recycle: 'recycle',
  rings: 'gem', ruler: 'ruler', scissors: 'scissors', snowflake: 'snowflake', sofa: 'sofa', spa: 'flower-2', sparkles: 'sparkles',
  speech: 'speech', spray: 'spray-can', swim: 'waves-ladder', truck: 'truck', utensils: 'utensils', video: 'video',
  warehouse: 'warehouse', window: 'app-window', wrench: 'wrench',
} as const;

export type IconName = keyof typeof UI_ICONS;
export type CategoryIconName = keyof typeof CATEGORY_ICONS;

/** Catalogue symbols are prefixed in the sprite, since their names overlap the interface ones. */
export const CATEGORY_SYMBOL_PREFIX = 'cat-';
export type SpriteSymbol = IconName | `${typeof CATEGORY_SYMBOL_PREFIX}${CategoryIconName}`;

/** Every symbol of the sprite with its lucide icon, in sprite order. */
export function spriteSymbols(): [SpriteSymbol, string][] {
  return [
    ...Object.entries(UI_ICONS) as [IconName, string][],
    ...Object.entries(CATEGORY_ICONS).map(([name, file]): [SpriteSymbol, string] => [`${CATEGORY_SYMBOL_PREFIX}${name as CategoryIconName}`, file]),
  ];
}
