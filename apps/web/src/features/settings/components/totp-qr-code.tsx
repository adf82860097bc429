import { Image, Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZE = 192;

/** Drawn in the browser from the otpauth URI: the secret never goes to an image service (D26). */
export function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const { t } = useTranslation('settings');

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { width: SIZE, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [uri]);

  if (!src) return <Skeleton w={SIZE} h={SIZE} radius="md" />;
  return (
    <Image
      src={src}
      w={SIZE}
      h={SIZE}
      radius="md"
      alt={t('twoFactor.qrAlt')}
      style={{ border: '1px solid var(--mantine-color-default-border)' }}
    />
  );
}
