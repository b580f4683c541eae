/** Design tokens (DESIGN.md): one brand colour, an amber accent, CJK-friendly type, a 4 px grid. */
export const theme = {
  color: {
    brand: '#0F766E',
    brandDark: '#115E59',
    brandSoft: '#E6F4F1',
    accent: '#F59E0B',
    accentSoft: '#FEF3C7',
    text: '#111827',
    textSecondary: '#4B5563',
    // At least 4.6:1 on every surface token here (white, background, the *Soft tints, border grey): muted text sits on
    // tinted rows and badges too (a lead row on brandSoft was 4.28:1 with the earlier #6B7280).
    textMuted: '#5F6672',
    border: '#E5E7EB',
    borderStrong: '#D1D5DB',
    surface: '#FFFFFF',
    background: '#F8FAF9',
    success: '#15803D',
    successSoft: '#DCFCE7',
    warning: '#B45309',
    warningSoft: '#FEF3C7',
    danger: '#B91C1C',
    dangerSoft: '#FEE2E2',
    focus: '#2563EB',
    // Darker text tones for small text on the *Soft backgrounds (badges): all ≥ 6:1.
    successDark: '#166534',
    warningDark: '#92400E',
    dangerDark: '#991B1B',
    neutralSoft: '#F3F4F6',
    neutralText: '#374151',
    // Rating stars: amber fill, a darker outline so the shape keeps 3:1 against white (WCAG 1.4.11).
    star: '#F59E0B',
    starStroke: '#D97706',
    starEmpty: '#D1D5DB',
    skeleton: '#E5E7EB',
    skeletonHighlight: '#F3F4F6',
    backdrop: 'rgba(17, 24, 39, 0.5)',
  },
  /** Generated-avatar backgrounds: white initials on each reach ≥ 5:1 (WCAG AA). */
  avatarPalette: [
    '#0F766E',
    '#1D4ED8',
    '#6D28D9',
    '#BE185D',
    '#B45309',
    '#15803D',
    '#4338CA',
    '#0E7490',
    '#A21CAF',
    '#9A3412',
    '#475569',
    '#B91C1C',
  ],
  font: {
    family: '"Noto Sans TC", "Noto Sans CJK TC", "PingFang HK", "Microsoft JhengHei", system-ui, -apple-system, "Segoe UI", sans-serif',
    size: { xs: '13px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', xxxl: '36px' },
    lineHeight: { body: 1.65, heading: 1.3 },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 6: '24px', 8: '32px', 12: '48px' },
  radius: { control: '8px', card: '12px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(17, 24, 39, 0.06), 0 1px 3px rgba(17, 24, 39, 0.08)',
    overlay: '0 10px 30px rgba(17, 24, 39, 0.18)',
  },
  breakpoint: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 900px)',
    lg: '@media (min-width: 1200px)',
    belowSm: '@media (max-width: 639.98px)',
  },
  layout: { maxWidth: '1160px', headerHeight: '60px', touchTarget: '44px' },
  motion: { fast: '120ms', base: '200ms', reduce: '@media (prefers-reduced-motion: reduce)' },
  zIndex: { header: 100, toast: 1000 },
} as const;

export type Theme = typeof theme;
