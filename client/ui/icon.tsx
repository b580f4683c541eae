/**
 * The one icon set (lucide-react), curated: only the icons below are bundled. Use <Icon name="star" />
 * next to visible text (aria-hidden by default) or give it a `label` when the icon stands alone.
 * Add icons here (named imports only, so the rest of lucide is tree-shaken away).
 */
import { css } from '@emotion/react';
import {
  ArrowLeft, ArrowRight, Award, BadgeCheck, Bell, Briefcase, Calendar, CalendarDays, Camera, Check, ChevronDown,
  ChevronLeft, ChevronRight, ChevronUp, CircleCheck, CircleExclamationPoint, CircleQuestionMark, Clock, Coins, Copy,
  CreditCard, Download, Ellipsis, ExternalLink, Eye, EyeOff, FileText, Funnel, Globe, Hammer, Heart, House, Image,
  Inbox, Info, Languages, ListChecks, LoaderCircle, Lock, LogOut, Mail, MapPin, Menu, MessageCircle, MessageSquare,
  Minus, Paperclip, Pencil, Phone, Plus, Quote, Receipt, Reply, Search, Send, Settings, Share2, ShieldCheck,
  SlidersHorizontal, Sparkles, Star, StarHalf, Tag, ThumbsUp, Timer, Trash, TriangleExclamationPoint, Upload, User,
  Users, Wallet, Wrench, X, Zap, type LucideIcon,
} from 'lucide-react';

export const ICONS = {
  'arrow-left': ArrowLeft,
  'arrow-right': ArrowRight,
  award: Award,
  bell: Bell,
  briefcase: Briefcase,
  calendar: Calendar,
  'calendar-days': CalendarDays,
  camera: Camera,
  check: Check,
  'check-circle': CircleCheck,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'chevron-up': ChevronUp,
  clock: Clock,
  close: X,
  coins: Coins,
  copy: Copy,
  'credit-card': CreditCard,
  download: Download,
  edit: Pencil,
  error: CircleExclamationPoint,
  'external-link': ExternalLink,
  eye: Eye,
  'eye-off': EyeOff,
  file: FileText,
  filter: Funnel,
  globe: Globe,
  hammer: Hammer,
  heart: Heart,
  help: CircleQuestionMark,
  home: House,
  image: Image,
  inbox: Inbox,
  info: Info,
  language: Languages,
  'list-checks': ListChecks,
  loading: LoaderCircle,
  lock: Lock,
  'log-out': LogOut,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  message: MessageCircle,
  'message-square': MessageSquare,
  minus: Minus,
  more: Ellipsis,
  paperclip: Paperclip,
  phone: Phone,
  plus: Plus,
  quote: Quote,
  receipt: Receipt,
  reply: Reply,
  search: Search,
  send: Send,
  settings: Settings,
  share: Share2,
  shield: ShieldCheck,
  sliders: SlidersHorizontal,
  sparkles: Sparkles,
  star: Star,
  'star-half': StarHalf,
  tag: Tag,
  'thumbs-up': ThumbsUp,
  timer: Timer,
  trash: Trash,
  upload: Upload,
  user: User,
  users: Users,
  verified: BadgeCheck,
  wallet: Wallet,
  warning: TriangleExclamationPoint,
  wrench: Wrench,
  zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export interface IconProps {
  name: IconName;
  /** Pixel size; 20 fits body text, 16 small text. */
  size?: 14 | 16 | 20 | 24 | 32;
  /** Accessible name when the icon stands alone (icon-only buttons should label the button instead). */
  label?: string;
  /** Filled shapes (e.g. a star in a rating). */
  filled?: boolean;
  strokeWidth?: number;
  className?: string;
}

export function Icon({ name, size = 20, label, filled, strokeWidth = 2, className }: IconProps) {
  const Component = ICONS[name];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Component
      size={size}
      strokeWidth={strokeWidth}
      fill={filled ? 'currentColor' : 'none'}
      className={className}
      css={[iconStyles, name === 'loading' && spinStyles]}
      {...a11y}
    />
  );
}

const iconStyles = css`
  display: inline-block; flex-shrink: 0; vertical-align: middle;
`;

const spinStyles = css`
  animation: sifu-icon-spin 0.9s linear infinite;
  @keyframes sifu-icon-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;
