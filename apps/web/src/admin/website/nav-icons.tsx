/** Side-menu icons of the Queries and Website screens (the stroke style of ui/icons). */
const svg = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

export const IconInbox = () => (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden from screen readers
  <svg {...svg}>
    <path d="M4 13h4l1.5 3h5L16 13h4" />
    <path d="M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5z" />
  </svg>
);

export const IconGlobe = () => (
  // biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden from screen readers
  <svg {...svg}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
