export * from './boxes/boxes.js';
export * from './cms/cms.js';
export * from './platform/platform.js';
export * from './project/project.js';
