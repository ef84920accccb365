export { userRoutes } from './routes';
export { userLinkRoutes } from './link-routes';
export { userRoleRoutes } from './role-routes';
export { setUserStatus } from './set-user-status';
export { toUser, toAuthUser, USER_SECRET_COLUMNS } from './user-record';
