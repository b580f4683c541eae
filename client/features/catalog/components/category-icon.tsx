/**
 * Category and genre illustrations: the icon named in the catalogue (genres.icon, quote_categories.icon)
 * drawn from the same lucide set as client/ui/icon, in a tinted tile. Named imports keep the rest tree-shaken.
 */
import { css } from '@emotion/react';
import {
  AppWindow, Armchair, Blinds, BookA, BookOpen, Bone, Briefcase, Brush, BrushCleaning, Bug, Building, Calculator, Camera, Cat,
  Dog, Droplet, Dumbbell, Fan, Faucet, Flower, Flower2, Gem, Globe, Hammer, HandHeart, House, Key, Languages, Laptop, Mic,
  PackageOpen, PaintRoller, Palette, PawPrint, PenTool, Piano, Receipt, Recycle, Ruler, Scissors, Snowflake, Sofa, Sparkles,
  Speech, SprayCan, Truck, Users, Utensils, Video, Warehouse, WavesLadder, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import { theme } from '@client/styles/theme';

const ICONS: Record<string, LucideIcon> = {
  abc: BookA, bolt: Zap, bone: Bone, book: BookOpen, 'box-sparkle': PackageOpen, briefcase: Briefcase, broom: BrushCleaning,
  brush: Brush, bug: Bug, building: Building, cabinet: Armchair, calculator: Calculator, camera: Camera, cat: Cat, curtains: Blinds,
  dog: Dog, droplet: Droplet, dumbbell: Dumbbell, family: Users, fan: Fan, faucet: Faucet, globe: Globe, hammer: Hammer,
  hands: HandHeart, home: House, key: Key, languages: Languages, laptop: Laptop, ledger: Receipt, lipstick: Palette, lotus: Flower,
  microphone: Mic, music: Piano, 'paint-roller': PaintRoller, paw: PawPrint, 'pen-tool': PenTool, piano: Piano, recycle: Recycle,
  rings: Gem, ruler: Ruler, scissors: Scissors, snowflake: Snowflake, sofa: Sofa, spa: Flower2, sparkles: Sparkles, speech: Speech,
  spray: SprayCan, swim: WavesLadder, truck: Truck, utensils: Utensils, video: Video, warehouse: Warehouse, window: AppWindow, wrench: Wrench,
};

export interface CategoryIconProps {
  name: string;
  size?: 'sm' | 'md' | 'lg';
  tone?: 'brand' | 'light';
}

const PX = { sm: { box: 36, icon: 18 }, md: { box: 48, icon: 24 }, lg: { box: 64, icon: 32 } } as const;

/** A decorative tile: the category name is always shown next to it. */
export function CategoryIcon({ name, size = 'md', tone = 'brand' }: CategoryIconProps) {
  const Component = ICONS[name] ?? Sparkles;
  const px = PX[size];
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-flex; align-items: center; justify-content: center; flex-shrink: 0;
        width: ${px.box}px; height: ${px.box}px; border-radius: ${size === 'sm' ? theme.radius.control : theme.radius.card};
        background: ${tone === 'brand' ? theme.color.brandSoft : 'rgba(255, 255, 255, 0.16)'};
        color: ${tone === 'brand' ? theme.color.brandDark : '#fff'};
      `}
    >
      <Component size={px.icon} strokeWidth={1.75} aria-hidden="true" />
    </span>
  );
}
