import { Box } from '@mantine/core';
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** A QR code drawn as one SVG path (one square per dark module), with the usual 4-module quiet zone. */
export function QrSvg({ value, size = 200, label }: { value: string; size?: number; label: string }) {
  const { path, dimension } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const n = modules.size;
    let d = '';
    for (let y = 0; y < n; y += 1)
      for (let x = 0; x < n; x += 1) if (modules.get(y, x)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
    return { path: d, dimension: n + 8 };
  }, [value]);
  return (
    <Box w={size} h={size}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${dimension} ${dimension}`}
        width={size}
        height={size}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <title>{label}</title>
        <rect width={dimension} height={dimension} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
