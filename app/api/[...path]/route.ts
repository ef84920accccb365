// The BFF: every /api/* call of the spec, forwarded to the upstream with the session's token.
import { handleApi } from '@/lib/bff/handle';

export const dynamic = 'force-dynamic';

export { handleApi as GET, handleApi as POST, handleApi as PUT, handleApi as PATCH, handleApi as DELETE, handleApi as HEAD, handleApi as OPTIONS };
