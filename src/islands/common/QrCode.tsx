import { encode } from 'uqr';

/** Props: the text to encode and its accessible name. */
export interface QrCodeProps {
  value: string;
  label: string;
  size?: number;
}

/** A QR code drawn as one SVG path (uqr: tiny, dependency-free encoder), black on white so every reader scans it. */
export default function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { data, size: modules } = encode(value, { border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
