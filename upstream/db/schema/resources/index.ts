// Tables of the generic resources (api-calls 7.1), one file per area.
export * from './geo';
