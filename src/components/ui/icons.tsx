import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Line icons on a 24-unit grid, drawn in the current text colour; decorative unless given a title by the caller. */
function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function FillIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M15 6l-6 6 6 6" />
    </StrokeIcon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M19 12H5M11 18l-6-6 6-6" />
    </StrokeIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
    </StrokeIcon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </StrokeIcon>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </StrokeIcon>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </StrokeIcon>
  );
}

export function IdCardIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.8-1.5 1.8-2 3-2s2.2.5 3 2M15 10h3M15 13h3" />
    </StrokeIcon>
  );
}

export function ChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 20l1.4-4A8 8 0 1 1 8.5 19z" />
      <path d="M9 10.5c.5 1.8 2.2 3.5 4 4l1.2-1.2 1.8.9" />
    </StrokeIcon>
  );
}

export function ExternalLinkIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </StrokeIcon>
  );
}

export function StarIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z" />
    </FillIcon>
  );
}

export function QuoteIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M4 18v-5c0-4 2-7 6-8l.7 1.6C8.5 7.5 7.6 9 7.5 11H10v7zm10 0v-5c0-4 2-7 6-8l.7 1.6c-2.2.9-3.1 2.4-3.2 4.4H20v7z" />
    </FillIcon>
  );
}

// ----- specialisations -----

export function FlameIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6.5-4-10-2 2-3 4-3 6-1-1-1.6-2-1.8-3.5C8 9 5 11.5 5 15a7 7 0 0 0 7 7z" />
      <path d="M12 22a3 3 0 0 1-3-3c0-2 1.5-3 3-4.5 1.5 1.5 3 2.5 3 4.5a3 3 0 0 1-3 3z" />
    </StrokeIcon>
  );
}

export function CogIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
      <circle cx="12" cy="12" r="7" />
    </StrokeIcon>
  );
}

export function DrillIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 6h12a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2H3z" />
      <path d="M17 8h4M8 12l-1 9h5l1-9M10 15h2" />
    </StrokeIcon>
  );
}

export function AbrasiveIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    </StrokeIcon>
  );
}

export function HardHatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M2 18h20M4 18v-3a8 8 0 0 1 16 0v3" />
      <path d="M10 7V5h4v2M12 7v6" />
    </StrokeIcon>
  );
}

export function WrenchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14.7 6.3a4 4 0 0 0 5 5l-9.4 9.4a2.1 2.1 0 0 1-3-3l9.4-9.4a4 4 0 0 0-2-2z" />
      <path d="M14.7 6.3A4 4 0 0 1 19 2l-2.5 2.5.5 2.5 2.5.5L22 5a4 4 0 0 1-2.3 6.3" />
    </StrokeIcon>
  );
}

// ----- core values -----

export function ShieldCheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
      <path d="M9 12l2 2 4-4" />
    </StrokeIcon>
  );
}

export function LightbulbIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" />
    </StrokeIcon>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5c2.4.9 4 3.2 4 6.5" />
    </StrokeIcon>
  );
}

export function AwardIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 8 5-3 5 3-1.5-8" />
    </StrokeIcon>
  );
}

// ----- social networks -----

export function FacebookIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z" />
    </FillIcon>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </StrokeIcon>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M16 3c.4 2.6 2 4.2 4.5 4.4v3.4c-1.6 0-3.1-.5-4.4-1.3v6.3A6.2 6.2 0 1 1 9.9 9.6v3.5a2.8 2.8 0 1 0 2.7 2.8V3z" />
    </FillIcon>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.8 2.8 0 0 0-2-2C17.9 4.8 12 4.8 12 4.8s-5.9 0-7.6.4a2.8 2.8 0 0 0-2 2A29 29 0 0 0 2 12a29 29 0 0 0 .4 4.8 2.8 2.8 0 0 0 2 2c1.7.4 7.6.4 7.6.4s5.9 0 7.6-.4a2.8 2.8 0 0 0 2-2A29 29 0 0 0 22 12a29 29 0 0 0-.4-4.8zM10 15V9l5.2 3z"
      />
    </FillIcon>
  );
}

// ----- flags of the language switcher -----

/** The flag shown for English. */
export function FlagUnitedKingdom(props: IconProps) {
  return (
    <svg viewBox="0 0 60 36" width="24" height="16" aria-hidden="true" focusable="false" {...props}>
      {/* The svg viewport clips the diagonals: no clipPath id that two flags on one page would share. */}
      <g>
        <rect width="60" height="36" fill="#012169" />
        <path d="M0 0l60 36M60 0L0 36" stroke="#fff" strokeWidth="7" />
        <path d="M0 0l60 36M60 0L0 36" stroke="#C8102E" strokeWidth="2.5" />
        <path d="M30 0v36M0 18h60" stroke="#fff" strokeWidth="11" />
        <path d="M30 0v36M0 18h60" stroke="#C8102E" strokeWidth="6.5" />
      </g>
    </svg>
  );
}

/** The flag shown for Malay: the Jalur Gemilang, fourteen stripes with the crescent and fourteen-point star. */
export function FlagMalaysia(props: IconProps) {
  const stripes = Array.from({ length: 14 }, (_, i) => i);
  const star = Array.from({ length: 28 }, (_, i) => {
    const radius = i % 2 === 0 ? 4.2 : 1.9;
    const angle = (Math.PI * i) / 14 - Math.PI / 2;
    return `${(19.5 + radius * Math.cos(angle)).toFixed(2)},${(8 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return (
    <svg viewBox="0 0 56 28" width="24" height="16" aria-hidden="true" focusable="false" {...props}>
      {stripes.map((i) => (
        <rect key={i} y={i * 2} width="56" height="2" fill={i % 2 === 0 ? '#CC0001' : '#fff'} />
      ))}
      <rect width="28" height="16" fill="#010066" />
      <circle cx="10.5" cy="8" r="5.5" fill="#FC0" />
      <circle cx="12" cy="8" r="4.6" fill="#010066" />
      <polygon points={star} fill="#FC0" />
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </StrokeIcon>
  );
}
