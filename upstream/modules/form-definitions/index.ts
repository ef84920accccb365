// Form definitions (the form builder, /formdef): versions, signatures and the files of a form.
export { formDefinitionRoutes } from './routes';
export { formDefinitionsRegistration } from './registration';
