export const tables = {
  cmsModels: { schema: 'admin:CmsModel', called: 'CMS model' },
  cmsContent: { schema: 'admin:CmsContent', called: 'CMS entry' },
} as const;
