import { Skeleton, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The otpauth:// URI as a QR code for an authenticator app to scan: an SVG drawn in the browser
 * (the qrcode package, loaded only on this screen), shown as an image with a text alternative.
 */
export function TotpQrCode({ uri, size = 200 }: { uri: string; size?: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    import('qrcode')
      .then((QRCode) => QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed) {
    return (
      <Text size="sm" c="dimmed">
        The QR code could not be drawn; type the key below into the app instead.
      </Text>
    );
  }
  if (!svg) return <Skeleton w={size} h={size} aria-label="Drawing the QR code" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code of your two-factor key: scan it with your authenticator app"
      width={size}
      height={size}
      style={{ background: 'white', borderRadius: 4 }}
    />
  );
}
