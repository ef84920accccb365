import { cauthRoutes } from './cauth-routes';
import { authRoutes } from './routes';

authRoutes.route('/', cauthRoutes);
export { authRoutes };
export { registerAuthHooks } from './hooks';
