export * from './boxes/boxes';
export * from './cms/cms';
export * from './platform/platform';
export * from './project/project';
