import { useState } from 'react';
import { cx } from './cx';

export const PLACEHOLDER_ICON = '/market-placeholder.svg';

/** A remote icon that falls back to the local placeholder when missing or broken (remote hosts fail). */
export function IconWithFallback({
  src,
  alt,
  size = 32,
  className,
}: {
  src: string | undefined;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  return (
    <img
      src={broken ? PLACEHOLDER_ICON : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
      className={cx('shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800', className)}
      style={{ width: size, height: size }}
    />
  );
}
