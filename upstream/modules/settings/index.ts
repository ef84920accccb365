export { settingsRoutes } from './routes';
export { readGroup, readGeneral, readModules, writeGroup } from './store';
export { isModulesAdmin, modulesAdmins } from './modules-admin';
export { readGroupCached, settingsCacheOf } from './group-cache';
export { backupRoutes } from './backup-routes';
