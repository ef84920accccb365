// On each navigation: a tb_flash cookie left by the proxy's redirect becomes an error snackbar.
'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { takeFlash } from './flash-cookie';
import { useSnackbar } from './snackbar-provider';

function FlashEffect() {
  const pathname = usePathname();
  const search = useSearchParams();
  const { showErrorKey } = useSnackbar();
  useEffect(() => {
    const key = takeFlash();
    if (key) showErrorKey(`errors.${key}`);
  }, [pathname, search, showErrorKey]);
  return null;
}

export function FlashReader() {
  return (
    <Suspense fallback={null}>
      <FlashEffect />
    </Suspense>
  );
}
