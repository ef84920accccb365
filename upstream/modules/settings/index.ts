export { settingsRoutes } from './routes';
export { readGroup, readGeneral, readModules, writeGroup } from './store';
export { isModulesAdmin, modulesAdmins } from './modules-admin';
