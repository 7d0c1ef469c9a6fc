import type { SVGProps } from 'react';

/** Icons of the public website (stroke style, 24 × 24 grid); decorative, hidden from screen readers. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const IconChat = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 11.5a8.4 8.4 0 0 1-12.3 7.5L3 20l1.1-4.5A8.5 8.5 0 1 1 20 11.5z" />
    <path d="M9 9.5c.5 2 2 3.6 4 4.3l1-1 2 .8-.4 1.6c-3.8.3-7.4-3.3-7.1-7.1l1.6-.4.8 2z" />
  </Icon>
);

export const IconDrop = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3s6 6.4 6 11a6 6 0 0 1-12 0c0-4.6 6-11 6-11z" />
    <path d="M9.5 14.5a2.5 2.5 0 0 0 2.5 2.5" />
  </Icon>
);

export const IconParking = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="3" width="16" height="18" rx="3" />
    <path d="M10 17V7h3a3 3 0 0 1 0 6h-3" />
  </Icon>
);

export const IconQrSos = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
  </Icon>
);

export const IconGroup = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="7" r="3" />
    <circle cx="5" cy="10" r="2" />
    <circle cx="19" cy="10" r="2" />
    <path d="M7 20a5 5 0 0 1 10 0M2 19a3 3 0 0 1 4-2.8M22 19a3 3 0 0 0-4-2.8" />
  </Icon>
);

export const IconCrash = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l9.5 16.5h-19z" />
    <path d="M12 10v4M12 17v.01" />
  </Icon>
);

export const IconDocs = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const IconUmbrella = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12a9 9 0 0 1 18 0z" />
    <path d="M12 12v6a2 2 0 0 0 4 0" />
    <path d="M12 3v0" />
  </Icon>
);

export const IconHeartPulse = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20.8 8.6a5 5 0 0 0-8.8-3.2 5 5 0 0 0-8.8 3.2c0 5.4 8.8 11.4 8.8 11.4s8.8-6 8.8-11.4z" />
    <path d="M3.5 12h4l1.5-3 3 6 1.5-3h7" />
  </Icon>
);

export const IconMapPin = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const IconHandshake = (p: IconProps) => (
  <Icon {...p}>
    <path d="M11 17l2 2a1.4 1.4 0 0 0 2-2" />
    <path d="M14 14l2.5 2.5a1.4 1.4 0 0 0 2-2l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1.4 1.4 0 0 1-2-2l2.8-2.8a5.3 5.3 0 0 1 6.5-.8l.5.3a3 3 0 0 0 2 .4H21" />
    <path d="M21 3v11h-2M3 3v11h2l5.5 5.5a1.4 1.4 0 0 0 2-2M3 4h8" />
  </Icon>
);

export const IconMail = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

export const IconHeadset = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M19 20a3 3 0 0 1-3 2h-2" />
  </Icon>
);

export const IconApple = (p: IconProps) => (
  <svg width={p.size ?? 22} height={p.size ?? 22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
    />
  </svg>
);

export const IconPlay = (p: IconProps) => (
  <svg width={p.size ?? 22} height={p.size ?? 22} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M4 2.5v19c0 .4.4.6.7.4L21 12.4c.3-.2.3-.6 0-.8L4.7 2.1c-.3-.2-.7 0-.7.4z" />
  </svg>
);
