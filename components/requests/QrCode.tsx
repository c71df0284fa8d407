import { create } from 'qrcode';
import { useMemo } from 'react';

/** The light margin a scanner needs around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE_MODULES = 4;

/** Props of {@link QrCode}. */
export type QrCodeProps = {
  /** What the code carries: a request's link, or its EIP-681 wallet link. */
  value: string;
  /** Its accessible name, in the page's language: "QR code", "Wallet link QR code". */
  label: string;
  /** Drawn size, CSS px. */
  size?: number;
  testId?: string;
};

/**
 * `value` as a QR code, encoded by npm `qrcode` (error correction M) and
 * drawn here as one SVG path, one run of dark modules per segment: no
 * image request, nothing for the CSP to allow. Always dark on white, in
 * either colour scheme, as scanners expect.
 */
export function QrCode({ value, label, size = 192, testId }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const runs: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      let start = -1;
      for (let column = 0; column <= modules.size; column += 1) {
        const dark = column < modules.size && modules.get(row, column);
        if (dark && start < 0) start = column;
        if (!dark && start >= 0) {
          runs.push(`M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${column - start}v1h-${column - start}z`);
          start = -1;
        }
      }
    }
    return { path: runs.join(''), extent: modules.size + 2 * QUIET_ZONE_MODULES };
  }, [value]);
  return (
    <svg className="qr-code" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges" data-testid={testId}>
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
