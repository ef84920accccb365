// The BFF's pass-through contract (bff-contract.ts) on the Next route handler (app/api/[...path]).
import { bffContract } from './bff-contract';

const ORIGIN = 'http://localhost:3000';

bffContract('Next route handler', async () => {
  const { handleApi } = await import('@/lib/bff/handle');
  const { NextRequest } = await import('next/server');
  return {
    origin: ORIGIN,
    call: (path, init = {}) => handleApi(new NextRequest(`${ORIGIN}${path}`, { ...init, headers: { host: 'localhost:3000', ...(init.headers as Record<string, string>) } } as never)),
  };
});
